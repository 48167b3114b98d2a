// WebKitWebDriver (classic WebDriver) has no preload script, so JavaScript errors could only be
// collected from the `load` event on. For WebKit the suite serves a copy of the export whose
// pages load the error collector as a same-origin script (allowed by the CSP's 'self', no hash
// to change) just before their first script, so errors are collected from the first script on.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { htmlFiles } from '../../build/postbuild/html-files.mjs';

export const COLLECTOR_PATH = '/__engines-error-collector.js';
const COLLECTOR_TAG = `<script src="${COLLECTOR_PATH}"></script>`;

/** The page with the collector's script tag before its first script (or at the end of head). */
export function withCollector(html) {
  const first = html.search(/<script\b/);
  if (first !== -1) return html.slice(0, first) + COLLECTOR_TAG + html.slice(first);
  return html.replace('</head>', `${COLLECTOR_TAG}</head>`);
}

/** Copies the export in `dir` to a temporary folder with the collector in every page; resolves to { dir, remove }. */
export function errorCollectorCopy(dir, collectorSource) {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'engines-export-'));
  cpSync(dir, copy, { recursive: true });
  for (const file of htmlFiles(copy))
    writeFileSync(file, withCollector(readFileSync(file, 'utf8')));
  writeFileSync(path.join(copy, COLLECTOR_PATH), `${collectorSource};\n`);
  return { dir: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}
