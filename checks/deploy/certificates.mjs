// A certificate authority made for one run, and a server certificate it signs for 127.0.0.1, as a
// host's own CA: the deploy trusts it only through NODE_EXTRA_CA_CERTS.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { run } from './processes.mjs';

/** Writes ca.pem, server-cert.pem and server-key.pem into `dir`; returns their paths. */
export function makeCertificates(dir) {
  const file = (name) => path.join(dir, name);
  run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=CA de prueba de publicacion',
    '-keyout',
    file('ca-key.pem'),
    '-out',
    file('ca.pem'),
  ]);
  run('openssl', [
    'req',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    file('server-key.pem'),
    '-out',
    file('server.csr'),
  ]);
  writeFileSync(
    file('server.ext'),
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n',
  );
  run('openssl', [
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca-key.pem'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    file('server.ext'),
    '-out',
    file('server-cert.pem'),
  ]);
  return { ca: file('ca.pem'), cert: file('server-cert.pem'), key: file('server-key.pem') };
}
