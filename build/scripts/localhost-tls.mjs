// A self-signed certificate for localhost, so a measuring script can serve the export over HTTPS
// and HTTP/2 as every static host does (build/scripts/serve.mjs with TLS_DIR). Chromium is told to trust
// it by its key's fingerprint (--ignore-certificate-errors-spki-list), so the page counts as a
// secure origin, as on the real host, instead of one with a certificate error. Made with
// openssl once per machine in .cache/localhost-tls/ (valid 30 days, then made again).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

const DIR = path.resolve('.cache/localhost-tls');
const KEY = path.join(DIR, 'key.pem');
const CERT = path.join(DIR, 'cert.pem');
const RENEW_AFTER_MS = 25 * 24 * 3600 * 1000;

/** The base64 SHA-256 of the certificate's public key, the form Chromium's SPKI list takes. */
function spkiFingerprint() {
  const publicKey = execFileSync('openssl', ['x509', '-in', CERT, '-pubkey', '-noout']);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  return execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
}

/** { dir, spki }: the folder holding key.pem and cert.pem, and the flag value Chromium needs. */
export function localhostCertificate() {
  const fresh =
    existsSync(CERT) && existsSync(KEY) && Date.now() - statSync(CERT).mtimeMs < RENEW_AFTER_MS;
  if (!fresh) {
    mkdirSync(DIR, { recursive: true });
    execFileSync(
      'openssl',
      // prettier-ignore
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', KEY, '-out', CERT,
        '-days', '30', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      { stdio: 'ignore' },
    );
  }
  return { dir: DIR, spki: spkiFingerprint() };
}

/** Chromium's flag trusting that certificate. */
export const trustLocalhostCertificate = (spki) => `--ignore-certificate-errors-spki-list=${spki}`;
