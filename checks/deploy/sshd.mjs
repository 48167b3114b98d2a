// OpenSSH's sshd for one run: its own config, port and host key (generated per run), in the
// foreground (-D -e) so we hold its PID; it forks one child per session. One system user per
// instance: either jailed as shared hosts jail SFTP users (ChrootDirectory, internal-sftp only) or,
// for rsync, a plain user with a shell. Both sign in with a password or a key made for the run.
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { launchRestartable, run } from './processes.mjs';

/** Creates the system user if a previous run did not leave it, with this run's home and password. */
export function ensureUser(name, { home, shell, password }) {
  if (spawnSync('id', [name]).status !== 0) {
    run('useradd', [
      '--no-create-home',
      '--user-group',
      '--home-dir',
      home,
      '--shell',
      shell,
      name,
    ]);
  } else {
    run('usermod', ['--home', home, '--shell', shell, name]);
  }
  run('chpasswd', [], { input: `${name}:${password}\n` });
  const id = (flag) => Number(run('id', [flag, name]).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Removes a user this test created (its group goes with it). */
export function removeUser(name) {
  if (spawnSync('id', [name]).status === 0) spawnSync('userdel', [name]);
}

/** An ed25519 key pair in `dir`; returns the private key's text, the public line and the file. */
export function makeKey(dir, name) {
  const file = path.join(dir, name);
  if (!existsSync(file))
    run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', name, '-f', file]);
  return {
    file,
    privateKey: readFileSync(file, 'utf8'),
    publicLine: readFileSync(`${file}.pub`, 'utf8').trim(),
  };
}

/**
 * @param {{ dir: string, port: number, user: string, authorizedKey: string, chroot?: string }} options
 *   dir: a root-owned folder of this run, readable by the user (the user's authorized key lives there)
 */
export async function startSshd({ dir, port, user, authorizedKey, chroot }) {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  // Debian's sshd wants its privilege-separation folder, which only the packaged service creates.
  mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  const hostKey = path.join(dir, 'ssh_host_ed25519_key');
  run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', `deploy-test-${port}`, '-f', hostKey]);
  const keysDir = path.join(dir, 'authorized_keys');
  mkdirSync(keysDir, { mode: 0o755 });
  writeFileSync(path.join(keysDir, user), `${authorizedKey}\n`, { mode: 0o644 });
  const config = path.join(dir, 'sshd_config');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${hostKey}`,
      `PidFile ${dir}/sshd.pid`,
      `AuthorizedKeysFile ${keysDir}/%u`,
      'UsePAM no',
      'PasswordAuthentication yes',
      'KbdInteractiveAuthentication no',
      'PubkeyAuthentication yes',
      'PermitRootLogin no',
      `AllowUsers ${user}`,
      'AllowTcpForwarding no',
      'X11Forwarding no',
      'PrintMotd no',
      'LogLevel VERBOSE',
      'Subsystem sftp internal-sftp',
      ...(chroot
        ? [`Match User ${user}`, `  ChrootDirectory ${chroot}`, '  ForceCommand internal-sftp']
        : []),
      '',
    ].join('\n'),
  );
  run('/usr/sbin/sshd', ['-t', '-f', config]);
  const server = await launchRestartable(
    `sshd (${user})`,
    '/usr/sbin/sshd',
    ['-D', '-e', '-f', config],
    { port },
  );
  const hostKeyText = readFileSync(`${hostKey}.pub`, 'utf8')
    .trim()
    .split(' ')
    .slice(0, 2)
    .join(' ');
  return {
    server,
    stop: server.stop,
    /** The known_hosts line for this server reached on `viaPort` (a relay's port, or its own). */
    knownHostsLine: (viaPort = port) => `[127.0.0.1]:${viaPort} ${hostKeyText}`,
  };
}

/** Makes `dir` a tmpfs of `megabytes`, owned by uid:gid, so a test can fill it (a host's full disk). */
export function mountSmallDisk(dir, { uid, gid, megabytes }) {
  mkdirSync(dir, { recursive: true });
  run('mount', [
    '-t',
    'tmpfs',
    '-o',
    `size=${megabytes}m,mode=0755,uid=${uid},gid=${gid}`,
    'tmpfs',
    dir,
  ]);
  chownSync(dir, uid, gid);
  return {
    /** Shrinks the disk to what it holds now plus `spareKilobytes`. */
    shrinkTo(spareKilobytes) {
      const usedKb = Number(run('df', ['-k', '--output=used', dir]).trim().split('\n')[1]);
      run('mount', ['-o', `remount,size=${usedKb + spareKilobytes}k`, dir]);
    },
    grow(megabytesNow) {
      run('mount', ['-o', `remount,size=${megabytesNow}m`, dir]);
    },
    unmount() {
      spawnSync('umount', [dir]);
    },
  };
}
