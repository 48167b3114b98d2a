// Pure-FTPd as cPanel hosts run it: a virtual user (pure-pw, in a puredb of this run) jailed in its
// home, passive ports in a fixed range, at most 8 connections per IP, dot-files shown (cPanel's
// DisplayDotFiles), and for FTPS explicit TLS with a certificate from the run's own CA. Runs in the
// foreground without Debian's wrapper, so we hold its PID; it forks one child per session.
import { chownSync, chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchRestartable, run } from './processes.mjs';

/** nobody:nogroup, the system account the virtual user's files belong to. */
const UID = 65534;
const GID = 65534;

/**
 * @param {{ dir: string, port: number, passive: [number, number], tls?: { cert: string, key: string }, user: string, password: string }} options
 *   dir: a folder of this run (puredb, the user's home = the web root)
 */
export async function startPureFtpd({ dir, port, passive, tls, user, password }) {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const home = path.join(dir, 'public_html');
  mkdirSync(home, { recursive: true });
  chownSync(home, UID, GID);
  const passwdFile = path.join(dir, 'pureftpd.passwd');
  const database = path.join(dir, 'pureftpd.pdb');
  /** pure-pw with this run's files; `-m` rebuilds the puredb, which pure-ftpd reads at each login. */
  const purePw = (args) =>
    run('pure-pw', [...args, '-f', passwdFile, '-F', database, '-m'], {
      input: `${password}\n${password}\n`,
    });
  purePw(['useradd', user, '-u', String(UID), '-g', String(GID), '-d', home]);
  // pure-pw hashes with argon2id at a cost of about 3 s of one core per login (m=8192, t=511 here).
  // The deploy logs in four sessions per server at once, and again after any dropped connection:
  // with both servers, the browser loop and sshd sharing two cores, such logins can outlast the
  // client's 30 s ("Timeout (control socket)"). The user gets a SHA-512 crypt hash instead, the
  // kind Linux accounts carry, which pure-ftpd checks with crypt(3) in milliseconds: the logins
  // then cost what they cost on a host, not a benchmark of argon2.
  const sha512 = run('openssl', ['passwd', '-6', '-stdin'], { input: password }).trim();
  const entries = readFileSync(passwdFile, 'utf8').split('\n');
  const withSha512 = (/** @type {string} */ line) => {
    const [name, , ...rest] = line.split(':');
    return name === user ? [name, sha512, ...rest].join(':') : line;
  };
  writeFileSync(passwdFile, entries.map(withSha512).join('\n'));
  run('pure-pw', ['mkdb', database, '-f', passwdFile]);
  const args = [
    '--bind',
    `127.0.0.1,${port}`,
    '--login',
    `puredb:${database}`,
    '--noanonymous',
    '--chrooteveryone',
    '--dontresolve',
    '--displaydotfiles',
    '--maxclientsperip',
    '8',
    '--maxclientsnumber',
    '50',
    '--passiveportrange',
    `${passive[0]}:${passive[1]}`,
    '--forcepassiveip',
    '127.0.0.1',
    '--minuid',
    '1',
    '--maxidletime',
    '5',
    ...(tls ? ['--tls', '2', '--certfile', `${tls.cert},${tls.key}`] : ['--tls', '0']),
  ];
  const server = await launchRestartable(
    tls ? 'pure-ftpd (FTPS)' : 'pure-ftpd',
    '/usr/sbin/pure-ftpd',
    args,
    { port },
  );
  return {
    server,
    stop: server.stop,
    home,
    /** Upload limit per session in KB/s (null: none), as a host's plan sets it; takes effect at the next login. */
    limitUpload(/** @type {number | null} */ kilobytesPerSecond) {
      purePw(['usermod', user, '-T', kilobytesPerSecond ? String(kilobytesPerSecond) : '']);
    },
    /** A quota of `files` files (null: none), counted again from what the home holds now. */
    limitFiles(/** @type {number | null} */ files) {
      purePw(['usermod', user, '-n', files ? String(files) : '']);
      run('pure-quotacheck', ['-u', String(UID), '-g', String(GID), '-d', home]);
    },
  };
}
