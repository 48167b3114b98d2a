import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyParents } from '../targets/rsync.mjs';

describe('the folder rsync deletes from', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('holds every deleted path’s folders, empty, so a file inside a folder can be deleted', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'vacia-'));
    dirs.push(empty);
    emptyParents(empty, ['admin/field-rules.js', '_next/static/chunks/a.js', 'index.html']);
    expect(existsSync(path.join(empty, 'admin'))).toBe(true);
    expect(existsSync(path.join(empty, '_next/static/chunks'))).toBe(true);
    expect(readdirSync(path.join(empty, 'admin'))).toEqual([]);
    expect(readdirSync(path.join(empty, '_next/static/chunks'))).toEqual([]);
    expect(existsSync(path.join(empty, 'index.html'))).toBe(false);
  });
});
