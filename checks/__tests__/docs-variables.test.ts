/** @jest-environment node */
// Each variable a document names (README.md, docs/*.md) is read by the code, and each one the code
// reads is named in a document (checks/docs-variables.mjs): a setting the developer is told to set
// does something, and a setting the code reads can be found.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { variablesOutOfStep } from '../docs-variables.mjs';

const root = path.join(__dirname, '..', '..');

/**
 * Names the documents may give although no code of this repository reads them: other software
 * reads them, or they are no variables at all.
 */
const readElsewhere: Record<string, string> = {
  NODE_VERSION: 'read by Netlify and Cloudflare Pages; the documents say not to set it',
  NODE_EXTRA_CA_CERTS: "read by Node: a host's own certificate authority",
  SSL_CERT_FILE: "read by OpenSSL: the fresh machine's proxy authority",
  GIT_SSL_CAINFO: "read by git: the fresh machine's proxy authority",
  AWS_ACCESS_KEY_ID: "read by the AWS SDK's default credential chain",
  AWS_SECRET_ACCESS_KEY: "read by the AWS SDK's default credential chain",
  HOSTILE_INPUT_SEED:
    'read by its unit test (content/__tests__/hostile-input.test.tsx) to replay a run',
  RELAY_REQUEST_SEED:
    "read by the relay's hostile-request tests (publish/auth-relay/__tests__/hostile-requests.test.ts, checks/e2e/auth/relay-behind-nginx.spec.ts) to replay a run",
  AF_UNIX: "systemd's address family in the relay's unit file, not a variable",
  AF_INET: "systemd's address family in the relay's unit file, not a variable",
  AF_INET6: "systemd's address family in the relay's unit file, not a variable",
  TOOL_LAYERS: "a list of eslint.config.mjs's import layers, not a variable",
  LIB_FOR_CONTENT: "a list of eslint.config.mjs's import layers, not a variable",
  LIB_ADAPTERS: "a list of eslint.config.mjs's import layers, not a variable",
};

/** Variables the code reads that only tests set: none (the tests' own live in their folders). */
const testsOnly: Record<string, string> = {};

describe('the variables the documents name and the code reads', () => {
  it('are the same: none named and unread, none read and unnamed', () => {
    const { unread, unnamed, read, named } = variablesOutOfStep(root, { readElsewhere, testsOnly });
    expect({ unread, unnamed }).toEqual({ unread: [], unnamed: [] });
    // The settings of every route are on both sides.
    for (const name of [
      'DECAP_AUTH_URL',
      'DECAP_REPO',
      'DEPLOY_TARGET',
      'DEPLOY_PASSWORD',
      'STRICT_CONTENT',
    ]) {
      expect(read.has(name)).toBe(true);
      expect(named.has(name)).toBe(true);
    }
  });

  it('keeps every allowed name in use', () => {
    const { named } = variablesOutOfStep(root, { readElsewhere: {}, testsOnly: {} });
    expect(Object.keys(readElsewhere).filter((name) => !named.has(name))).toEqual([]);
  });

  it('finds a documented variable nothing reads, and a read variable no document names', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-variables-'));
    try {
      mkdirSync(path.join(dir, 'docs'));
      mkdirSync(path.join(dir, 'publish'));
      writeFileSync(
        path.join(dir, 'README.md'),
        '# Sitio\n\nSet `DEPLOY_TARGET=ftp` and `DEPLOY_GONE`.\n',
      );
      writeFileSync(path.join(dir, 'docs', 'x.md'), '# X\n\n`MAX_FILES` is a constant.\n');
      writeFileSync(
        path.join(dir, 'publish', 'deploy.mjs'),
        'export const MAX_FILES = 3;\nconst target = process.env.DEPLOY_TARGET;\nconst { DEPLOY_SECRET_NEW } = process.env;\n' +
          "const names = ['DEPLOY_LISTED'];\nexport const read = (env, name) => env[name];\n",
      );
      const { unread, unnamed } = variablesOutOfStep(dir, { readElsewhere: {}, testsOnly: {} });
      expect(unread).toEqual(['DEPLOY_GONE (README.md)']);
      expect(unnamed.sort()).toEqual([
        'DEPLOY_LISTED (publish/deploy.mjs)',
        'DEPLOY_SECRET_NEW (publish/deploy.mjs)',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
