// How the Lighthouse scripts serve the export: over HTTPS and HTTP/2, as every static host serves
// the site and as PageSpeed Insights meets it, unless an opt-out variable asks for plain HTTP/1.1.
// Lighthouse's connection model treats the two differently (checks/perf/limit.mjs explains), so each run
// checks that the page really came over the protocol asked for.
import {
  localhostCertificate,
  trustLocalhostCertificate,
} from '../../build/scripts/localhost-tls.mjs';

/**
 * @param {boolean} http1 serve plain HTTP/1.1 instead
 * @returns {{ protocol: 'h2' | 'http/1.1', tlsDir: string | undefined, chromeFlags: string[] }}
 *   the protocol expected, the folder for startStaticServer's tlsDir, and Chromium's trust flag
 */
export function servedProtocol(http1) {
  if (http1) return { protocol: 'http/1.1', tlsDir: undefined, chromeFlags: [] };
  const certificate = localhostCertificate();
  return {
    protocol: 'h2',
    tlsDir: certificate.dir,
    chromeFlags: [trustLocalhostCertificate(certificate.spki)],
  };
}

/**
 * Throws unless the run's document came over `protocol`: a silent fall back would change the figures.
 * @param {any} lhr a Lighthouse result with the performance category's audits
 * @param {string} protocol
 */
export function assertServedOver(lhr, protocol) {
  const documentProtocol = lhr.audits['network-requests']?.details?.items?.[0]?.protocol;
  if (documentProtocol !== protocol)
    throw new Error(
      `Lighthouse on ${lhr.finalDisplayedUrl}: the page came over ${documentProtocol}, not ${protocol}`,
    );
}
