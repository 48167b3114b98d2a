// A test double of a server for the plan's unit tests only: files in memory, and a switch that makes
// the Nth upload fail, as a dropped connection would. The real proof is checks/deploy/ (real servers).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MANIFEST_FILE, exportFiles, type ExportFile } from '../export-files.mjs';
import type { Transport } from '../run-deploy.mjs';

export function makeExport(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'publish-test-'));
  for (const [file, text] of Object.entries({ 'index.html': '<!doctype html>', ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

export const filesOf = (dir: string): ExportFile[] => exportFiles(dir, 'apache');

export class FakeServer {
  files = new Map<string, string>();
  /** Every upload, in order, as [path, content]. */
  sent: string[] = [];
  deleted: string[] = [];
  manifestWrites = 0;
  /** Fails the upload after this many succeeded (then works again). */
  failAfter: number | null = null;

  transport(outDir: string, batchSize = 3): Transport {
    return {
      batchSize,
      readManifest: async () => this.files.get(MANIFEST_FILE) ?? null,
      writeManifest: async (text) => {
        this.manifestWrites++;
        this.files.set(MANIFEST_FILE, text);
      },
      upload: async (files) => {
        for (const file of files) {
          if (this.failAfter !== null && this.sent.length >= this.failAfter) {
            this.failAfter = null;
            throw Object.assign(new Error('Server sent FIN packet unexpectedly'), {
              code: 'ECONNRESET',
            });
          }
          this.files.set(file.path, readFileSync(path.join(outDir, file.path), 'utf8'));
          this.sent.push(file.path);
        }
      },
      remove: async (paths) => {
        for (const file of paths) {
          this.files.delete(file);
          this.deleted.push(file);
        }
      },
      close: async () => {},
    };
  }

  /** The site as served: everything but the manifest. */
  site(): Record<string, string> {
    return Object.fromEntries([...this.files].filter(([file]) => file !== MANIFEST_FILE).sort());
  }
}
