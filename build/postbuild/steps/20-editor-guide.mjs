// Post-build step: the practice's editing guide as /admin/ayuda/ (build/postbuild/editor-guide.mjs),
// linked from the editor's page (step 10). Its stylesheet comes from public/admin/ through Next.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  EDITOR_GUIDE_PATH,
  EDITOR_GUIDE_SOURCE,
  EDITOR_GUIDE_STYLESHEET,
  editorGuidePage,
} from '../editor-guide.mjs';

export default function editorGuide({ outDir, source = EDITOR_GUIDE_SOURCE }) {
  const stylesheet = path.join(outDir, EDITOR_GUIDE_STYLESHEET);
  if (!existsSync(stylesheet))
    throw new Error(`20-editor-guide: public${EDITOR_GUIDE_STYLESHEET} is missing from the export`);
  const dir = path.join(outDir, EDITOR_GUIDE_PATH);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    editorGuidePage(readFileSync(source, 'utf8'), source),
  );
  console.log(`postbuild editor guide: ${EDITOR_GUIDE_PATH} from ${source}`);
}
