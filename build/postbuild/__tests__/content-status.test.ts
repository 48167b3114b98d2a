/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_STATUS_FILE } from '../host-configs.mjs';
import contentStatus, { ROUTE_OUTPUT } from '../steps/05-content-status.mjs';

const dirs: string[] = [];
const outDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'content-status-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('post-build step 05: content status', () => {
  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => {}));

  it('moves the route output to the hidden name npm run deploy reads', () => {
    const dir = outDir();
    writeFileSync(
      path.join(dir, ROUTE_OUTPUT),
      JSON.stringify({ pending: ['consultorio.yml: brand (ejemplo)'] }),
    );
    contentStatus({ outDir: dir });
    expect(existsSync(path.join(dir, ROUTE_OUTPUT))).toBe(false);
    expect(
      JSON.parse(readFileSync(path.join(dir, CONTENT_STATUS_FILE), 'utf8')).pending,
    ).toHaveLength(1);
  });

  it('fails the build when Next did not write it, or wrote something else', () => {
    expect(() => contentStatus({ outDir: outDir() })).toThrow(/no escribió content-status\.json/);
    const dir = outDir();
    writeFileSync(path.join(dir, ROUTE_OUTPUT), '{"examples":3}');
    expect(() => contentStatus({ outDir: dir })).toThrow(/sin la lista "pending"/);
  });
});
