import { z } from 'zod';

/**
 * The manifest of one build's processed photos, its shape written once: the prebuild writes it
 * (build/prebuild/photo-pipeline.mjs makes each entry, build/prebuild/photos.mjs the file), the pages read it
 * (content/photos.ts) and the post-build copies the files it lists (build/postbuild/steps/07-photos.mjs).
 * Erasable TypeScript only: the build stages run it on Node's own type stripping.
 */

/** One encoded file: its name in the cache (lib/photo-files.mjs: photoFilesDir) and its size. */
export const encodedFileSchema = z.object({
  name: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** One photo: the size of its largest file, its AVIF and WebP files, and the JPEG pages share. */
export const photoEntrySchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  avif: z.array(encodedFileSchema),
  webp: z.array(encodedFileSchema),
  jpeg: encodedFileSchema,
});

/** Every photo of the build, by its key (lib/photo-files.mjs: photoKey). */
export const photoManifestSchema = z.object({ photos: z.record(z.string(), photoEntrySchema) });

export type EncodedFile = z.infer<typeof encodedFileSchema>;
export type PhotoEntry = z.infer<typeof photoEntrySchema>;
export type PhotoManifest = z.infer<typeof photoManifestSchema>;

/** The manifest a build wrote, checked against its shape. */
export const parsePhotoManifest = (text: string): PhotoManifest =>
  photoManifestSchema.parse(JSON.parse(text));
