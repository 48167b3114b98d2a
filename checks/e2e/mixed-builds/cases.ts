import { readFileSync } from 'node:fs';

/** One folder mixing two builds (checks/mixed-builds/trees.mjs), as checks/mixed-builds.mjs serves it. */
export interface MixedCase {
  name: string;
  /** The build ("a" or "b") each kind of file comes from; `static` may be "a+b". */
  html: string;
  loader: string;
  data: string;
  static: string;
  /** False for a whole build (the control). */
  mixed: boolean;
  dir: string;
  port: number;
  /** URL paths of fingerprinted files of either build this folder lacks. */
  deleted: string[];
}

export interface MixedCases {
  routes: string[];
  cases: MixedCase[];
}

/** The cases file checks/mixed-builds.mjs wrote (MIXED_CASES). */
export function readCases(): MixedCases {
  const file = process.env.MIXED_CASES;
  if (!file) throw new Error('MIXED_CASES is not set: run `npm test -- mixed-builds`');
  return JSON.parse(readFileSync(file, 'utf8')) as MixedCases;
}
