// The export a deploy sends when DEPLOY_HTACCESS is not `full`: a copy of out/ made of hard links
// (no file is copied), beside it, whose .htaccess is the chosen form or absent. The build's out/ is
// never changed, so the next deploy with another form starts from the file as built.
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { htaccessForm } from './htaccess-forms.mjs';

const HTACCESS = '.htaccess';

/** @param {string} from @param {string} to */
function linkTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) {
      try {
        linkSync(source, target);
      } catch {
        // Another file system, or one without hard links: a copy says the same.
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * The folder to deploy from, and what removes it afterwards.
 * @param {string} outDir
 * @param {import('./htaccess-forms.mjs').HtaccessForm} form
 * @returns {{ dir: string, remove: () => void }}
 */
export function stagedExport(outDir, form) {
  const built = path.join(outDir, HTACCESS);
  if (form === 'full' || !existsSync(built)) return { dir: outDir, remove: () => {} };
  const dir = path.join(
    path.dirname(path.resolve(outDir)),
    `.${path.basename(outDir)}-htaccess-${form}-${process.pid}`,
  );
  rmSync(dir, { recursive: true, force: true });
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    linkTree(outDir, dir);
    rmSync(path.join(dir, HTACCESS));
    const text = htaccessForm(readFileSync(built, 'utf8'), form);
    if (text !== null) writeFileSync(path.join(dir, HTACCESS), text);
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}
