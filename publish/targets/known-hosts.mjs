// Checks a server's SSH host key against DEPLOY_KNOWN_HOSTS, read as OpenSSH reads known_hosts:
// `host[,host…] keytype base64` lines, where a host is a name, `[name]:port` for another port than
// 22, a `*`/`?` pattern, or a hashed `|1|salt|hash` entry (ssh-keygen -H). The verdict says whether
// the host is unknown or known with another key, for the error message.
import { createHmac } from 'node:crypto';

/** @typedef {'match' | 'unknown' | 'mismatch' | 'revoked'} HostKeyVerdict */

/** @param {string} pattern */
const wildcard = (pattern) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    'i',
  );

/**
 * @param {string} field the first field of a known_hosts line
 * @param {string} name how ssh names the host: `host`, or `[host]:port` off port 22
 */
function hostMatches(field, name) {
  if (field.startsWith('|1|')) {
    const [, , salt = '', hash] = field.split('|');
    return createHmac('sha1', Buffer.from(salt, 'base64')).update(name).digest('base64') === hash;
  }
  let matched = false;
  for (const entry of field.split(',')) {
    const negated = entry.startsWith('!');
    if (wildcard(negated ? entry.slice(1) : entry).test(name)) {
      if (negated) return false;
      matched = true;
    }
  }
  return matched;
}

/**
 * The key lines of DEPLOY_KNOWN_HOSTS that name `name`, with their marker (@cert-authority,
 * @revoked) or null.
 * @param {string} knownHosts
 * @param {string} name
 */
function entriesFor(knownHosts, name) {
  return knownHosts.split(/\r?\n/).flatMap((line) => {
    const fields = line.trim().split(/\s+/);
    const first = fields[0] ?? '';
    if (fields.length < 3 || first.startsWith('#')) return [];
    const marker = first.startsWith('@') ? (fields.shift() ?? null) : null;
    const [hosts = '', , base64] = fields;
    return hostMatches(hosts, name) ? [{ marker, base64 }] : [];
  });
}

/**
 * A key revoked for the host (@revoked) is refused whatever the order of the lines, as OpenSSH
 * does: a plain line for the same key, before or after, never makes it trusted.
 * @param {string} knownHosts DEPLOY_KNOWN_HOSTS
 * @param {string} host
 * @param {number} port
 * @param {Buffer} key the server's public key blob, as ssh2's hostVerifier receives it
 * @returns {HostKeyVerdict}
 */
export function checkHostKey(knownHosts, host, port, key) {
  const offered = key.toString('base64');
  const entries = entriesFor(knownHosts, port === 22 ? host : `[${host}]:${port}`);
  if (entries.some(({ marker, base64 }) => marker === '@revoked' && base64 === offered))
    return 'revoked';
  const plain = entries.filter(({ marker }) => marker === null);
  if (plain.some(({ base64 }) => base64 === offered)) return 'match';
  return plain.length > 0 ? 'mismatch' : 'unknown';
}

/** The Spanish reason for a refused key. */
export function hostKeyReason(
  /** @type {HostKeyVerdict} */ verdict,
  /** @type {string} */ host,
  /** @type {number} */ port,
) {
  if (verdict === 'revoked')
    return `la clave de ${host}:${port} está revocada en DEPLOY_KNOWN_HOSTS (@revoked); no se publica en un servidor con una clave revocada`;
  return verdict === 'unknown'
    ? `DEPLOY_KNOWN_HOSTS no tiene ninguna clave para ${host}:${port}; obtenla con ssh-keyscan -p ${port} ${host} y compárala con la que da el proveedor`
    : `la clave de ${host}:${port} no coincide con DEPLOY_KNOWN_HOSTS; si el servidor cambió de clave de verdad, copia la nueva, y si no, alguien puede estar suplantándolo`;
}
