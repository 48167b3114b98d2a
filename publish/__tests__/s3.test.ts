/**
 * @jest-environment node
 */
// S3 and CloudFront cannot run here: the SDK's clients are mocked at the boundary
// (aws-sdk-client-mock) and the test checks what the deploy would send them. Never run against AWS.
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import {
  CloudFrontClient,
  CreateInvalidationCommand,
  GetResponseHeadersPolicyCommand,
  UpdateResponseHeadersPolicyCommand,
} from '@aws-sdk/client-cloudfront';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { MANIFEST_FILE, exportFiles } from '../export-files.mjs';
import { runDeploy } from '../run-deploy.mjs';
import { readSettings } from '../settings.mjs';
import { objectHeaders, s3Transport } from '../targets/s3.mjs';
import { makeExport } from '../testing/fake-server';
import { IMMUTABLE, REVALIDATE } from '../../build/postbuild/response-policy.mjs';

const s3 = mockClient(S3Client);
const cloudfront = mockClient(CloudFrontClient);
// A page as the CSP step leaves it: its meta policy names the hash of the script the build wrote.
const scriptHash = `'sha256-${createHash('sha256').update('self.x=1').digest('base64')}'`;
const page = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${scriptHash}"><script>self.x=1</script></head><body></body></html>`;
const dir = makeExport({
  'index.html': page,
  '_next/static/chunks/a.js': 'chunk',
  'index.txt': 'flight',
  'manifest.webmanifest': '{}',
  'contacto.vcf': 'BEGIN:VCARD',
  '.htaccess': 'apache only',
  '.content-status.json': '{"pending":[]}',
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = {
  DEPLOY_TARGET: 's3',
  DEPLOY_DIR: dir,
  DEPLOY_BUCKET: 'consultorio-sitio',
  DEPLOY_REGION: 'us-west-2',
  DEPLOY_DISTRIBUTION_ID: 'E123',
  DEPLOY_HEADERS_POLICY_ID: 'policy-site',
  DEPLOY_ADMIN_HEADERS_POLICY_ID: 'policy-admin',
} as unknown as NodeJS.ProcessEnv;

const deploy = async (manifestText: string | null) => {
  s3.reset();
  cloudfront.reset();
  if (manifestText === null)
    s3.on(GetObjectCommand).rejects(Object.assign(new Error('missing'), { name: 'NoSuchKey' }));
  else
    s3.on(GetObjectCommand).resolves({
      Body: { transformToString: async () => manifestText },
    } as never);
  s3.on(PutObjectCommand).resolves({});
  s3.on(DeleteObjectsCommand).resolves({});
  cloudfront.on(GetResponseHeadersPolicyCommand).resolves({ ETag: 'ETAG1' });
  cloudfront.on(UpdateResponseHeadersPolicyCommand).resolves({});
  cloudfront.on(CreateInvalidationCommand).resolves({ Invalidation: { Id: 'I1' } as never });
  const settings = readSettings(env);
  const transport = s3Transport(
    settings,
    { log: () => {}, warn: () => {} },
    {
      s3: new S3Client({ region: 'us-west-2' }),
      cloudfront: new CloudFrontClient({ region: 'us-east-1' }),
      env: {} as NodeJS.ProcessEnv,
    },
  );
  const log: string[] = [];
  await runDeploy({
    transport,
    files: exportFiles(dir, settings.server),
    log: (line) => log.push(line),
  });
  return log;
};

describe('the S3 target (SDK mocked)', () => {
  it('puts each file with the Content-Type and Cache-Control of the response policy, chunks first, HTML last', async () => {
    await deploy(null);
    const puts = s3
      .commandCalls(PutObjectCommand)
      .map((call) => call.args[0].input)
      .filter((input) => input.Key !== MANIFEST_FILE);
    expect(puts.map((input) => input.Key)).toEqual([
      '_next/static/chunks/a.js',
      'contacto.vcf',
      'manifest.webmanifest',
      'index.txt',
      'index.html',
    ]);
    const byKey = Object.fromEntries(puts.map((input) => [input.Key, input]));
    expect(byKey['_next/static/chunks/a.js']).toMatchObject({
      Bucket: 'consultorio-sitio',
      ContentType: 'text/javascript; charset=utf-8',
      CacheControl: IMMUTABLE,
    });
    expect(byKey['index.html']).toMatchObject({
      ContentType: 'text/html; charset=utf-8',
      CacheControl: REVALIDATE,
    });
    expect(byKey['manifest.webmanifest']).toMatchObject({
      ContentType: 'application/manifest+json; charset=utf-8',
    });
    expect(byKey['contacto.vcf']).toMatchObject({ ContentType: 'text/vcard; charset=utf-8' });
    expect(puts.some((input) => input.Key === '.htaccess')).toBe(false);
  });

  it("replaces both header policies with the export's, by their ETag, then invalidates every path", async () => {
    const log = await deploy(null);
    const updates = cloudfront
      .commandCalls(UpdateResponseHeadersPolicyCommand)
      .map((call) => call.args[0].input);
    expect(updates.map((input) => [input.Id, input.IfMatch])).toEqual([
      ['policy-site', 'ETAG1'],
      ['policy-admin', 'ETAG1'],
    ]);
    const csp =
      updates[0]?.ResponseHeadersPolicyConfig?.SecurityHeadersConfig?.ContentSecurityPolicy
        ?.ContentSecurityPolicy;
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(updates[1]?.ResponseHeadersPolicyConfig?.Name).toBe('consultorio-editor');
    const invalidation = cloudfront.commandCalls(CreateInvalidationCommand)[0]?.args[0].input;
    expect(invalidation).toMatchObject({
      DistributionId: 'E123',
      InvalidationBatch: { Paths: { Quantity: 1, Items: ['/*'] } },
    });
    expect(log.at(-1)).toMatch(/^publicado: 5 archivos enviados/);
  });

  it('deletes what left the export last (DeleteObjects), and sends nothing unchanged', async () => {
    const files = exportFiles(dir, 'none');
    const manifest = {
      version: 1,
      builds: [],
      files: {
        ...Object.fromEntries(
          files.map((file) => [file.path, { sha256: file.sha256, size: file.size }]),
        ),
        'viejo/index.html': { sha256: 'old', size: 1 },
      },
    };
    await deploy(JSON.stringify(manifest));
    expect(
      s3.commandCalls(PutObjectCommand).every((call) => call.args[0].input.Key === MANIFEST_FILE),
    ).toBe(true);
    expect(s3.commandCalls(DeleteObjectsCommand)[0]?.args[0].input.Delete?.Objects).toEqual([
      { Key: 'viejo/index.html' },
    ]);
    expect(cloudfront.commandCalls(CreateInvalidationCommand)).toHaveLength(0);
  });

  it('gives unknown extensions a neutral type', () => {
    expect(objectHeaders('archivo.bin')).toEqual({
      ContentType: 'application/octet-stream',
      CacheControl: REVALIDATE,
    });
  });
});
