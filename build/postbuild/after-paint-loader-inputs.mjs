// @ts-check
/**
 * The after-paint loader's inputs (build/postbuild/after-paint-loader.js): the parameters of the
 * function the build wraps its script in, in the order the page's loader file passes them. ESLint
 * allows the script these names, and no others but the browser's.
 */
export const LOADER_INPUTS = [
  'chunks',
  'runtime',
  'flightData',
  'turbopackStart',
  'build',
  'warmUp',
];
