// The site's public address: from content/consultorio.yml (siteUrl, FACTS_DIR as the build reads
// it) or SITE_URL; and whether a browser reaches it safely: https, a name that resolves, and a TLS
// certificate Node trusts (its own roots, plus NODE_EXTRA_CA_CERTS).
import { lookup } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { connect } from 'node:tls';
import { parse } from 'yaml';

const WAIT_MS = 15_000;

/** Where the address is set, for sentences. @param {Record<string, string>} values */
export const siteUrlSource = (values) =>
  values.SITE_URL
    ? 'SITE_URL'
    : `siteUrl en ${path.join(process.env.FACTS_DIR ?? 'content', 'consultorio.yml')}`;

/**
 * The address as given (SITE_URL) or as the facts say; undefined when neither has one.
 * @param {Record<string, string>} values
 */
export function siteUrlOf(values) {
  if (values.SITE_URL) return values.SITE_URL.trim();
  try {
    const file = path.join(process.env.FACTS_DIR ?? 'content', 'consultorio.yml');
    const facts = parse(readFileSync(file, 'utf8'));
    return typeof facts?.siteUrl === 'string' ? facts.siteUrl.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with the address, one clause each (none: it is reachable over valid https).
 * @param {string | undefined} siteUrl
 * @param {string} source where it is set
 * @returns {Promise<string[]>}
 */
export async function siteAddressProblems(siteUrl, source) {
  const expected = 'debe ser la dirección https:// del sitio, p. ej. https://consultorio.mx';
  if (!siteUrl) return [`falta la dirección del sitio (${source}); ${expected}`];
  let url;
  try {
    url = new URL(siteUrl);
  } catch {
    return [`la dirección del sitio "${siteUrl}" no es una dirección web (${source}); ${expected}`];
  }
  if (url.protocol !== 'https:')
    return [
      `la dirección del sitio "${siteUrl}" no empieza con https:// (${source}); ${expected}, con su certificado (el proveedor lo da gratis con Let's Encrypt)`,
    ];
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!isIP(host)) {
    try {
      await lookup(host);
    } catch {
      return [
        `el nombre ${host} de la dirección del sitio no existe en el DNS (${source}); apunta el dominio al servidor del proveedor (registro A o CNAME) o corrige la dirección`,
      ];
    }
  }
  const problem = await certificateProblem(host, Number(url.port || 443));
  return problem
    ? [`${problem} (${source}); ${expected} con un certificado válido para ${host}`]
    : [];
}

/**
 * @param {string} host
 * @param {number} port
 * @returns {Promise<string | null>}
 */
function certificateProblem(host, port) {
  return new Promise((resolve) => {
    const socket = connect({
      host,
      port,
      servername: isIP(host) ? undefined : host,
      timeout: WAIT_MS,
    });
    const done = (/** @type {string | null} */ problem) => {
      socket.destroy();
      resolve(problem);
    };
    socket.once('secureConnect', () => done(null));
    socket.once('timeout', () =>
      done(`el sitio ${host}:${port} no contesta por https en ${WAIT_MS / 1000} s`),
    );
    socket.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      const code = error.code ?? '';
      if (/CERT|SIGNED|ISSUER|ALTNAME|VERIFY/.test(code))
        return done(`el certificado https de ${host} no es válido: ${code}`);
      done(`el sitio ${host}:${port} no contesta por https: ${code || error.message}`);
    });
  });
}
