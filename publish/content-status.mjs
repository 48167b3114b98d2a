// The build's word on its content (build/postbuild/steps/05-content-status.mjs leaves it in the export):
// an export still showing example data is refused unless DEPLOY_ALLOW_EXAMPLES=1 (staging, tests).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_STATUS_FILE } from '../build/postbuild/host-configs.mjs';
import { DeployError } from './errors.mjs';

/**
 * Refuses an export that is not one, or that the build says still shows example data.
 * @param {string} outDir
 * @param {boolean} allowExamples
 * @returns {string | null} a warning to print when examples are allowed
 */
export function checkExport(outDir, allowExamples) {
  if (!existsSync(path.join(outDir, 'index.html')))
    throw new DeployError(
      `no hay una exportación en ${outDir} (falta index.html): ejecuta npm run build primero`,
    );
  const statusFile = path.join(outDir, CONTENT_STATUS_FILE);
  if (!existsSync(statusFile))
    throw new DeployError(
      `la exportación en ${outDir} no dice si usa datos de ejemplo (falta ${CONTENT_STATUS_FILE}): vuelve a construirla con npm run build`,
    );
  /** @type {{ pending: string[] }} */
  const status = JSON.parse(readFileSync(statusFile, 'utf8'));
  if (status.pending.length === 0) return null;
  if (!allowExamples)
    throw new DeployError(
      `el sitio se construyó con ${status.pending.length} datos de ejemplo o pendientes (el primero: ${status.pending[0]}); corrígelos y construye con STRICT_CONTENT=1, o usa DEPLOY_ALLOW_EXAMPLES=1 para un sitio de pruebas`,
    );
  return `AVISO: DEPLOY_ALLOW_EXAMPLES=1: se publica un sitio con ${status.pending.length} datos de ejemplo o pendientes.`;
}
