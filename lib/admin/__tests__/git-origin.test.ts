/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gitOrigin, repositoryOf } from '../git-origin.mjs';

describe("a clone's remote origin", () => {
  it('names the repository of every URL form git clones from, on its host only', () => {
    for (const url of [
      'https://github.com/consultorio/sitio.git',
      'https://github.com/consultorio/sitio',
      'https://x-access-token:abc@github.com/consultorio/sitio',
      'git@github.com:consultorio/sitio.git',
      'ssh://git@github.com/consultorio/sitio.git',
      'ssh://git@github.com:22/consultorio/sitio/',
    ])
      expect(repositoryOf(url, 'github.com')).toBe('consultorio/sitio');
    expect(repositoryOf('git@github.com:consultorio/mi.sitio.git', 'github.com')).toBe(
      'consultorio/mi.sitio',
    );
    expect(repositoryOf('https://gitlab.com/consultorio/sitio.git', 'github.com')).toBeUndefined();
    expect(repositoryOf('https://github.com/consultorio/sitio/otra', 'github.com')).toBeUndefined();
    expect(repositoryOf('/srv/git/sitio.git', 'github.com')).toBeUndefined();
    expect(repositoryOf(undefined, 'github.com')).toBeUndefined();
  });

  it("is read from git: the remote's URL and the default branch it publishes", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'git-origin-'));
    const cwd = process.cwd();
    const git = (args: string[], where = dir) =>
      execFileSync('git', args, {
        cwd: where,
        stdio: 'ignore',
        env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null' },
      });
    try {
      const remote = path.join(dir, 'remote.git');
      git(['init', '--quiet', '--bare', '--initial-branch=master', remote]);
      git(['clone', '--quiet', remote, 'clone']);
      const clone = path.join(dir, 'clone');
      git(
        [
          '-c',
          'user.name=t',
          '-c',
          'user.email=t@t',
          'commit',
          '--quiet',
          '--allow-empty',
          '-m',
          'x',
        ],
        clone,
      );
      git(['push', '--quiet', 'origin', 'HEAD:master'], clone);
      git(['remote', 'set-head', 'origin', '--auto'], clone);
      process.chdir(clone);
      expect(gitOrigin()).toEqual({ url: remote, defaultBranch: 'master' });
      process.chdir(dir);
      expect(gitOrigin()).toEqual({ url: undefined, defaultBranch: undefined });
    } finally {
      process.chdir(cwd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
