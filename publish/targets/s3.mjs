// S3 + CloudFront through the AWS SDK v3 (credentials from the SDK's usual environment: AWS_ACCESS_KEY_ID
// and AWS_SECRET_ACCESS_KEY, a profile, or a role). Each object gets the Content-Type and
// Cache-Control the response policy gives its path (PutObject is atomic: no temporary name). Once
// every file is up, the distribution's response headers policies are replaced with the ones
// `npm run deploy-config` writes (build/postbuild/host-files.mjs: the site's CSP allows this export's
// inline scripts), using the ETag GetResponseHeadersPolicy gives; deletions (DeleteObjects) come
// last, then one invalidation of every path, so the edge serves the new pages at once.
// Tested only with the SDK's clients mocked (publish/__tests__/s3.test.ts), never against AWS.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  CloudFrontClient,
  CreateInvalidationCommand,
  GetResponseHeadersPolicyCommand,
  UpdateResponseHeadersPolicyCommand,
} from '@aws-sdk/client-cloudfront';
import { cloudfrontPolicies } from '../../build/postbuild/host-files.mjs';
import { cacheControl, knownContentTypes } from '../../build/postbuild/response-policy.mjs';
import { MANIFEST_FILE } from '../export-files.mjs';
import { pathInside } from '../remote-paths.mjs';

/** DeleteObjects takes at most this many keys. */
const DELETE_LIMIT = 1000;

/** The headers S3 stores with an object and sends with it. */
export function objectHeaders(/** @type {string} */ relativePath) {
  const extension = path.posix.extname(relativePath).slice(1).toLowerCase();
  return {
    ContentType:
      knownContentTypes[/** @type {keyof typeof knownContentTypes} */ (extension)] ??
      'application/octet-stream',
    CacheControl: cacheControl(`/${relativePath}`),
  };
}

/**
 * The S3 and CloudFront clients, each request with a deadline: DEPLOY_TIMEOUT to connect, and as
 * long without a byte moving (the SDK sets neither by default); the SDK retries a request that hits
 * one, as it does a 5xx.
 * @param {import('../settings.mjs').Settings} settings
 * @param {{ s3?: S3Client, cloudfront?: CloudFrontClient }} clients
 */
function awsClients(settings, clients) {
  const config = /** @type {NonNullable<import('../settings.mjs').Settings['s3']>} */ (settings.s3);
  const requestHandler = {
    connectionTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  };
  const s3 = clients.s3 ?? new S3Client({ region: config.region, requestHandler });
  // CloudFront's API lives in us-east-1 whatever the bucket's region.
  const cloudfront =
    clients.cloudfront ?? new CloudFrontClient({ region: 'us-east-1', requestHandler });
  return { s3, cloudfront };
}

/**
 * Replaces a response headers policy, using the ETag GetResponseHeadersPolicy gives.
 * @param {CloudFrontClient} cloudfront
 * @param {string} id
 * @param {object} policy
 */
async function replacePolicy(cloudfront, id, policy) {
  const current = await cloudfront.send(new GetResponseHeadersPolicyCommand({ Id: id }));
  await cloudfront.send(
    new UpdateResponseHeadersPolicyCommand({
      Id: id,
      IfMatch: current.ETag,
      ResponseHeadersPolicyConfig: /** @type {any} */ (policy),
    }),
  );
}

/**
 * The manifest's text in the bucket, or null when there is none yet.
 * @param {S3Client} s3
 * @param {string} bucket
 * @param {string} manifestKey
 */
async function readManifest(s3, bucket, manifestKey) {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: manifestKey }));
    return (await object.Body?.transformToString('utf8')) ?? null;
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound'))
      return null;
    throw error;
  }
}

/**
 * Deletes `keys`, DELETE_LIMIT at a time; the first key S3 could not delete is the error.
 * @param {S3Client} s3
 * @param {string} bucket
 * @param {string[]} keys
 */
async function deleteKeys(s3, bucket, keys) {
  for (let start = 0; start < keys.length; start += DELETE_LIMIT) {
    const result = await s3.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: {
          Objects: keys.slice(start, start + DELETE_LIMIT).map((Key) => ({ Key })),
          Quiet: true,
        },
      }),
    );
    const failed = result.Errors?.[0];
    if (failed)
      throw Object.assign(new Error(`${failed.Key}: ${failed.Message}`), {
        name: failed.Code ?? 'DeleteFailed',
      });
  }
}

/**
 * One invalidation of every path, when anything was sent.
 * @param {CloudFrontClient} cloudfront
 * @param {string} distributionId
 * @param {number} sent
 */
async function invalidateAll(cloudfront, distributionId, sent) {
  if (sent === 0) return ['CloudFront: nada cambió, sin invalidación'];
  const result = await cloudfront.send(
    new CreateInvalidationCommand({
      DistributionId: distributionId,
      InvalidationBatch: {
        CallerReference: `publicar-${Date.now()}`,
        Paths: { Quantity: 1, Items: ['/*'] },
      },
    }),
  );
  return [
    `CloudFront: invalidación ${result.Invalidation?.Id ?? ''} de /* creada (tarda unos minutos)`.replace(
      '  ',
      ' ',
    ),
  ];
}

/**
 * @param {import('../settings.mjs').Settings} settings
 * @param {{ log: (line: string) => void, warn: (line: string) => void }} _io
 * @param {{ s3?: S3Client, cloudfront?: CloudFrontClient, env?: NodeJS.ProcessEnv }} [clients] tests pass mocked clients
 * @returns {import('../run-deploy.mjs').Transport}
 */
export function s3Transport(settings, _io, clients = {}) {
  const config = /** @type {NonNullable<import('../settings.mjs').Settings['s3']>} */ (settings.s3);
  const { s3, cloudfront } = awsClients(settings, clients);
  const prefix = settings.remotePath.replace(/^\/+/, '');
  const key = (/** @type {string} */ relative) => (prefix ? `${prefix}/${relative}` : relative);

  /** @param {{ path: string }[]} files */
  async function upload(files) {
    let next = 0;
    const worker = async () => {
      for (let file = files[next++]; file; file = files[next++]) {
        await s3.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: key(file.path),
            Body: readFileSync(path.join(settings.outDir, file.path)),
            ...objectHeaders(file.path),
          }),
        );
      }
    };
    await Promise.all(Array.from({ length: settings.connections }, worker));
  }

  return {
    batchSize: 50,
    readManifest: () => readManifest(s3, config.bucket, key(MANIFEST_FILE)),
    async writeManifest(text) {
      await s3.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key(MANIFEST_FILE),
          Body: text,
          ContentType: 'application/json; charset=utf-8',
          CacheControl: 'no-store',
        }),
      );
    },
    upload,
    async afterUploads() {
      const policies = cloudfrontPolicies(settings.outDir, clients.env ?? process.env);
      await replacePolicy(cloudfront, config.headersPolicyId, policies.site);
      if (config.adminHeadersPolicyId)
        await replacePolicy(cloudfront, config.adminHeadersPolicyId, policies.admin);
      return [
        `CloudFront: política de cabeceras actualizada (${[config.headersPolicyId, config.adminHeadersPolicyId].filter(Boolean).join(', ')})`,
      ];
    },
    async remove(paths) {
      // Each key checked as inside the site's prefix (DEPLOY_PATH), before any is deleted.
      for (const file of paths) pathInside('/', file);
      await deleteKeys(s3, config.bucket, paths.map(key));
    },
    finish: (sent) => invalidateAll(cloudfront, config.distributionId, sent),
    async close() {
      s3.destroy();
      cloudfront.destroy();
    },
  };
}
