/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  COMMIT_VARIABLES,
  SITE_VERSION_FILE,
  SITE_VERSION_PATH,
  buildCommit,
} from '../../../lib/admin/site-version.mjs';
import { cacheControl, isFingerprinted, REVALIDATE } from '../response-policy.mjs';
import siteVersion from '../steps/06-site-version.mjs';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);
const noGit = () => null;

describe('the commit a build is made from', () => {
  it("is the building host's: GitHub Actions, then Netlify, then Cloudflare Pages", () => {
    expect(COMMIT_VARIABLES).toEqual(['GITHUB_SHA', 'COMMIT_REF', 'CF_PAGES_COMMIT_SHA']);
    expect(buildCommit({ GITHUB_SHA: A, COMMIT_REF: B }, noGit)).toBe(A);
    expect(buildCommit({ COMMIT_REF: B, CF_PAGES_COMMIT_SHA: C }, noGit)).toBe(B);
    expect(buildCommit({ CF_PAGES_COMMIT_SHA: C.toUpperCase() }, noGit)).toBe(C);
  });

  it("else the checkout's HEAD, and nothing that is not a full commit id", () => {
    expect(buildCommit({}, () => A)).toBe(A);
    expect(buildCommit({ GITHUB_SHA: 'main' }, () => B)).toBe(B);
    expect(buildCommit({ GITHUB_SHA: 'abc123' }, noGit)).toBeNull();
    expect(buildCommit({}, () => 'fatal: not a git repository')).toBeNull();
  });

  it("is this repository's HEAD when building here", () => {
    expect(buildCommit({})).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('post-build step 06: the site version', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const outDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-version-'));
    dirs.push(dir);
    return dir;
  };
  beforeEach(() => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('writes the commit at the root of the export, one line', () => {
    const dir = outDir();
    siteVersion({ outDir: dir, env: { GITHUB_SHA: A }, head: noGit });
    expect(readFileSync(path.join(dir, SITE_VERSION_FILE), 'utf8')).toBe(`${A}\n`);
    expect(SITE_VERSION_PATH).toBe(`/${SITE_VERSION_FILE}`);
  });

  it('leaves the file out, and says so, when no commit is known', () => {
    const dir = outDir();
    siteVersion({ outDir: dir, env: {}, head: noGit });
    expect(existsSync(path.join(dir, SITE_VERSION_FILE))).toBe(false);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(SITE_VERSION_FILE));
  });

  it('is never kept without asking: every host revalidates it on each request', () => {
    expect(isFingerprinted(SITE_VERSION_PATH)).toBe(false);
    expect(cacheControl(SITE_VERSION_PATH)).toBe(REVALIDATE);
  });
});
