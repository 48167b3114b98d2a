import { readFileSync } from 'node:fs';
import { openRedirectProbes } from '../../../checks/open-redirect-probes.mjs';

type Query = Record<string, { value: string; multiValue?: { value: string }[] }>;
type Request = { uri: string; querystring: Query; headers: object };
type Redirect = { statusCode: number; headers: { location: { value: string } } };

/** The deployed file, run as CloudFront runs it: a script that defines handler(event). */
const handler = new Function(
  `${readFileSync('publish/host-configs/cloudfront-function.js', 'utf8')}; return handler;`,
)() as (event: { request: Request }) => Request | Redirect;

const request = (uri: string, querystring: Query = {}): Request => ({
  uri,
  querystring,
  headers: {},
});

describe('CloudFront viewer-request function', () => {
  it("answers 404 for hidden files (the deploy's manifest in the bucket), not for /.well-known/", () => {
    expect(handler({ request: request('/.deploy-manifest.json') })).toEqual({
      statusCode: 404,
      statusDescription: 'Not Found',
    });
    expect(handler({ request: request('/servicios/.index.html.subiendo') })).toMatchObject({
      statusCode: 404,
    });
    expect(handler({ request: request('/.well-known/security.txt') })).toMatchObject({
      uri: '/.well-known/security.txt',
    });
  });

  it('serves each folder URL from its index.html', () => {
    expect(handler({ request: request('/') })).toMatchObject({ uri: '/index.html' });
    expect(handler({ request: request('/servicios/') })).toMatchObject({
      uri: '/servicios/index.html',
    });
  });

  it('redirects a page URL without its slash to the canonical one, query kept', () => {
    expect(handler({ request: request('/contacto') })).toEqual({
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: '/contacto/' } },
    });
    const redirect = handler({
      request: request('/contacto', {
        utm_source: { value: 'maps' },
        a: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] },
        flag: { value: '' },
      }),
    }) as Redirect;
    expect(redirect.headers.location.value).toBe('/contacto/?utm_source=maps&a=1&a=2&flag');
  });

  it('never redirects to another host: a path that begins like one answers 404', () => {
    expect(handler({ request: request('//evil.example/x') })).toEqual({
      statusCode: 404,
      statusDescription: 'Not Found',
    });
    // CloudFront hands the function the path as sent: backslashes and percent-encodings kept.
    for (const uri of openRedirectProbes('servicios')) {
      const answer = handler({ request: request(uri) });
      expect({ uri, answer }).toEqual({
        uri,
        answer: { statusCode: 404, statusDescription: 'Not Found' },
      });
    }
  });

  it('passes files through untouched', () => {
    for (const uri of [
      '/_next/static/chunks/a.js',
      '/contacto/after-paint.js',
      '/contacto.vcf',
      '/manifest.webmanifest',
      '/admin/config.yml',
      '/404.html',
    ])
      expect(handler({ request: request(uri) })).toEqual(request(uri));
  });
});
