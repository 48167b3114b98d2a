// Next's build id, which the after-paint loader checks before it starts the app
// (build/postbuild/steps/80-scripts-after-paint.mjs, docs/build-consistency.md): a page, its loader and
// its flight data from two builds (an upload under way, a cache, a slow load across an atomic
// deploy) would make React meet HTML that its data does not render. Next writes the id twice: as
// the name of the export's `_next/static/<id>/` folder and as "b" in every page's flight data.
// Both must agree, or Next's output changed shape and the build fails.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FLIGHT_BUILD_ID } from './next-output-shapes.mjs';

/** The id naming the export's one `_next/static/<id>/` folder (the one holding `_buildManifest.js`). */
export function nextBuildId(outDir) {
  const staticDir = path.join(outDir, '_next/static');
  const ids = existsSync(staticDir)
    ? readdirSync(staticDir).filter((name) =>
        existsSync(path.join(staticDir, name, '_buildManifest.js')),
      )
    : [];
  if (ids.length !== 1)
    throw new Error(
      `build-id: expected one _next/static/<build id>/_buildManifest.js in ${outDir}, found ${ids.length}; Next's output changed shape`,
    );
  return /** @type {string} */ (ids[0]);
}

/** The build id in one page's flight data (`file` names it in the error). */
export function flightDataBuildId(data, file) {
  const match = data.match(FLIGHT_BUILD_ID.pattern);
  if (!match)
    throw new Error(
      `build-id: no ${FLIGHT_BUILD_ID.name} in ${file}; compare with build/postbuild/next-output-shapes.mjs`,
    );
  return /** @type {string} */ (match[1]);
}

/** Throws unless the flight data `data` (of `file`) carries `buildId`, the export's. */
export function assertSameBuild(data, file, buildId) {
  const found = flightDataBuildId(data, file);
  if (found !== buildId)
    throw new Error(
      `build-id: ${file} carries build id ${found}, the export's _next/static/ folder ${buildId}`,
    );
}
