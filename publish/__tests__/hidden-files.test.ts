/** @jest-environment node */
// The manifest, the content status and an upload's temporary name are hidden files: every shipped
// server configuration must answer 404 for them (the real servers prove it in checks/deploy/).
import { readFileSync } from 'node:fs';
import {
  CONTENT_STATUS_FILE,
  caddyfile,
  htaccess,
  nginxConf,
} from '../../build/postbuild/host-configs.mjs';
import { MANIFEST_FILE } from '../export-files.mjs';

const hidden = [
  `/${MANIFEST_FILE}`,
  `/${CONTENT_STATUS_FILE}`,
  '/servicios/.index.html.subiendo',
  '/_next/static/chunks/.a.js.subiendo',
];

describe('files a deploy leaves on the server but nobody may read', () => {
  it('Apache (.htaccess) answers 404', () => {
    const pattern =
      htaccess([], {} as NodeJS.ProcessEnv).match(/RedirectMatch 404 "([^"]+)"/)?.[1] ?? '(?!)';
    for (const path of hidden) expect(path).toMatch(new RegExp(pattern));
  });
  it('nginx answers 404', () => {
    const pattern = nginxConf().match(/location ~ (\S+) \{\n\s+return 404;/)?.[1] ?? '(?!)';
    for (const path of hidden) expect(path).toMatch(new RegExp(pattern));
  });
  it('Caddy answers 404 (path */.*)', () => {
    expect(caddyfile()).toMatch(/@hostOnly \{\n\t\tpath \*\/\.\* /);
  });
  it('CloudFront (publish/host-configs/cloudfront-function.js) answers 404', () => {
    const handler = new Function(
      `${readFileSync('publish/host-configs/cloudfront-function.js', 'utf8')}; return handler;`,
    )();
    for (const uri of hidden)
      expect(handler({ request: { uri, querystring: {}, headers: {} } })).toMatchObject({
        statusCode: 404,
      });
  });
});
