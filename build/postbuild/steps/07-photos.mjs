// @ts-check
// The photos this build's pages name, into the export: the files the prebuild left in its cache
// (build/prebuild/photos.mjs), listed by its manifest, copied to out/fotos/ under their hashed names.
// Nothing else of content/fotos/ is exported: the practice's uploads never are.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PHOTO_URL_PREFIX, photoFilesDir, photoManifestFile } from '../../../lib/photo-files.mjs';
import { parsePhotoManifest } from '../../../content/photo-manifest.ts';

/** @param {{ outDir: string }} options */
export default function copyPhotos({ outDir }) {
  const manifestFile = photoManifestFile();
  if (!existsSync(manifestFile))
    throw new Error(
      `postbuild: no photo manifest at ${manifestFile}; build/prebuild/photos.mjs runs before next build (npm run build).`,
    );
  const manifest = parsePhotoManifest(readFileSync(manifestFile, 'utf8'));
  const names = Object.values(manifest.photos).flatMap((entry) =>
    [...entry.avif, ...entry.webp, entry.jpeg].map((file) => file.name),
  );
  if (names.length === 0) return;
  const target = path.join(outDir, PHOTO_URL_PREFIX);
  mkdirSync(target, { recursive: true });
  for (const name of new Set(names))
    copyFileSync(path.join(photoFilesDir(), name), path.join(target, name));
}
