/** @jest-environment node */
import { leavesSite, openRedirectProbes, PROBE_HOST } from '../open-redirect-probes.mjs';

const origin = 'http://127.0.0.1:5300';

describe('leavesSite', () => {
  it('sees a Location to another host, however a browser would read it', () => {
    for (const location of [
      `//${PROBE_HOST}/x/`,
      `/\\${PROBE_HOST}/x/`,
      `\\\\${PROBE_HOST}/x/`,
      `///${PROBE_HOST}/x/`,
      `https://${PROBE_HOST}/x/`,
      `http://127.0.0.1:5301/x/`,
    ])
      expect({ location, leaves: leavesSite(location, origin, `//${PROBE_HOST}/x`) }).toEqual({
        location,
        leaves: true,
      });
  });

  it('accepts a same-site path, an absolute URL of the site, and no Location', () => {
    for (const location of [
      '/servicios/',
      `/%2F%2F${PROBE_HOST}/x/`,
      `/%5C${PROBE_HOST}/x/`,
      `/${PROBE_HOST}/x/`,
      `${origin}/servicios/`,
      'servicios/',
      undefined,
    ])
      expect({ location, leaves: leavesSite(location, origin, '//servicios') }).toEqual({
        location,
        leaves: false,
      });
  });
});

describe('openRedirectProbes', () => {
  it('covers two slashes, three, a backslash and their percent-encodings, on a folder too', () => {
    const probes = openRedirectProbes('servicios');
    for (const probe of [
      `//${PROBE_HOST}/x`,
      `///${PROBE_HOST}/x`,
      `/\\${PROBE_HOST}/x`,
      `/%2F%2F${PROBE_HOST}/x`,
      `/%5C${PROBE_HOST}/x`,
      '//servicios',
      '/\\servicios',
    ])
      expect(probes).toContain(probe);
  });
});
