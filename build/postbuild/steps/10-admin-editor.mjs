// First post-build step: the practice's editor at /admin/. Writes its page (its own CSP and
// noindex, no Next.js code; first, the script that stops it inside another site's page,
// build/postbuild/editor-frame-guard.mjs; a bar at the bottom with the publishing status of the last
// save and a link to the practice's guide, /admin/ayuda/, since Decap 3.16 has no way to add
// either to its own bar) and copies Decap CMS's standalone bundle from node_modules, so the 5 MB bundle is never
// committed and never loaded by a public page. Next already exported /admin/config.yml
// (app/admin/config.yml/route.ts), /admin/publish-status.json (app/admin/publish-status.json/route.ts),
// and the editor's own files from public/admin/ (EDITOR_FILES, build/postbuild/editor-files.mjs).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EDITOR_PAGE_OPENING } from '../admin-response-policy.mjs';
import {
  EDITOR_FILES,
  EDITOR_SHARED_MODULES,
  PUBLISH_STATUS_IMPORTS,
  PUBLISH_STATUS_SCRIPT,
  PUBLISH_STATUS_TESTS,
} from '../editor-files.mjs';
import { EDITOR_GUIDE_PATH } from '../editor-guide.mjs';
import { FRAME_GUARD_SCRIPT } from '../editor-frame-guard.mjs';

/** Decap's bundle, its lazily loaded chunks and their licence notice (not the source maps). */
const isBundleFile = (name) =>
  /^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name);

export function adminPage() {
  // The status's imports are fetched at once, not each only once the module importing it arrives.
  const modulePreloads = PUBLISH_STATUS_IMPORTS.map(
    (name) => `<link rel="modulepreload" href="/admin/${name}">`,
  ).join('\n');
  return `${EDITOR_PAGE_OPENING}
<script>${FRAME_GUARD_SCRIPT}</script>
<title>Editor del sitio</title>
<link rel="stylesheet" href="/admin/editor.css">
<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<footer class="editor-bar">
<div id="estado-publicacion" class="editor-status" role="status" aria-label="Publicación" hidden></div>
<nav class="editor-help" aria-label="Ayuda"><a href="${EDITOR_GUIDE_PATH}" target="_blank" rel="noopener">Ayuda<span class="editor-help-hint"> (se abre en otra pestaña)</span></a></nav>
</footer>
<noscript>El editor del sitio necesita JavaScript.</noscript>
<script src="/admin/decap-cms.js"></script>
<script src="/admin/editor-locale.js"></script>
<script src="/admin/editor.js"></script>
<script src="/admin/identifiers.js"></script>
<script type="module" src="/admin/list-summaries.js"></script>
<script src="/admin/list-delete.js"></script>
<script src="/admin/select-tap.js"></script>
${modulePreloads}
<script type="module" src="/admin/${PUBLISH_STATUS_SCRIPT}"></script>
</body>
</html>
`;
}

export default function adminEditor({ outDir }) {
  const dir = path.join(outDir, 'admin');
  for (const name of ['config.yml', 'publish-status.json']) {
    if (!existsSync(path.join(dir, name)))
      throw new Error(`10-admin-editor: Next did not export admin/${name}`);
  }
  for (const name of EDITOR_FILES) {
    if (!existsSync(path.join(dir, name)))
      throw new Error(`10-admin-editor: public/admin/${name} is missing from the export`);
  }
  // The modules' unit tests came along with public/admin/: they are never published.
  rmSync(path.join(dir, PUBLISH_STATUS_TESTS), { recursive: true, force: true });
  const dist = path.dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
  const files = readdirSync(dist).filter(isBundleFile);
  mkdirSync(dir, { recursive: true });
  for (const name of files) copyFileSync(path.join(dist, name), path.join(dir, name));
  // Served as .js, the one extension every host sends as JavaScript, and their imports of one
  // another named so.
  for (const shared of EDITOR_SHARED_MODULES) {
    const source = readFileSync(shared, 'utf8').replace(/(from '\.\/[\w-]+)\.mjs'/g, "$1.js'");
    writeFileSync(path.join(dir, path.basename(shared, '.mjs') + '.js'), source);
  }
  writeFileSync(path.join(dir, 'index.html'), adminPage());
  console.log(`postbuild admin: /admin/ with Decap CMS (${files.length} files copied)`);
}
