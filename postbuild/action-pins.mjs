// The version each GitHub action of the generated workflows is pinned to. The committed workflow
// files are the record: Dependabot (.github/dependabot.yml) bumps the pins there, and the generator
// (postbuild/host-configs.mjs) keeps whatever they say, so Dependabot's pull request is still what
// `npm run deploy-config` writes and passes the test that compares the two. An action no committed
// workflow names yet takes its default below.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_ACTION_PINS = {
  'actions/checkout': 'v6',
  'actions/setup-node': 'v6',
  'actions/upload-pages-artifact': 'v4',
  'actions/deploy-pages': 'v4',
};

/** @param {string} ref e.g. v6, v6.1.0 @returns {number[]} */
const versionParts = (ref) => (ref.match(/\d+/g) ?? []).map(Number);

/** @param {string} a @param {string} b @returns {number} */
function compareRefs(a, b) {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Each known action's pin: the newest that a committed workflow in `dir` names, else its default.
 * @param {string} [dir]
 * @returns {Record<keyof typeof DEFAULT_ACTION_PINS, string>}
 */
export function actionPins(dir = '.github/workflows') {
  const pins = { ...DEFAULT_ACTION_PINS };
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => /\.ya?ml$/.test(name)) : [];
  /** @type {Map<string, string>} */
  const committed = new Map();
  for (const name of files) {
    for (const [, action, ref] of readFileSync(path.join(dir, name), 'utf8').matchAll(/uses:\s*([\w.-]+\/[\w.-]+)@([\w.-]+)/g)) {
      if (!action || !ref) continue;
      const known = committed.get(action);
      if (!known || compareRefs(ref, known) > 0) committed.set(action, ref);
    }
  }
  for (const action of /** @type {(keyof typeof DEFAULT_ACTION_PINS)[]} */ (Object.keys(pins))) {
    const ref = committed.get(action);
    if (ref) pins[action] = ref;
  }
  return pins;
}
