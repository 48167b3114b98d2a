// The commit each GitHub action of the generated workflows is pinned to, with its release tag in a
// comment (`uses: actions/checkout@<40-hex sha> # v6.1.0`): a tag can be moved to other code, a
// commit cannot. The committed workflow files are the record: Dependabot (.github/dependabot.yml)
// bumps the commit and the comment there, and the generator (build/postbuild/host-configs.mjs) keeps
// whatever they say, so Dependabot's pull request is still what `npm run deploy-config` writes and
// passes the test that compares the two. An action no committed workflow pins yet takes its
// default below (the newest release of the major version in use).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ sha: string, tag: string }} ActionPin */

export const DEFAULT_ACTION_PINS = {
  'actions/checkout': { sha: 'd23441a48e516b6c34aea4fa41551a30e30af803', tag: 'v6.1.0' },
  'actions/setup-node': { sha: '249970729cb0ef3589644e2896645e5dc5ba9c38', tag: 'v6.5.0' },
  'actions/upload-pages-artifact': {
    sha: '7b1f4a764d45c48632c6b24a0339c27f5614fb0b',
    tag: 'v4.0.0',
  },
  'actions/deploy-pages': { sha: 'd6db90164ac5ed86f2b6aed7e0febac5b3c0c03e', tag: 'v4.0.5' },
};

/** @typedef {keyof typeof DEFAULT_ACTION_PINS} PinnedAction */

/** A `uses:` pinned by commit, with its tag in the comment that follows. */
const PINNED_USES = /uses:\s*([\w.-]+\/[\w.-]+)@([0-9a-f]{40})[ \t]+#[ \t]*(v?\d[\w.-]*)/g;

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
 * Each known action's pin: the newest (by its tag) that a committed workflow in `dir` pins by
 * commit, else its default. A `uses:` by tag alone says no commit, and is not taken.
 * @param {string} [dir]
 * @returns {Record<PinnedAction, ActionPin>}
 */
export function actionPins(dir = '.github/workflows') {
  /** @type {Record<PinnedAction, ActionPin>} */
  const pins = { ...DEFAULT_ACTION_PINS };
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => /\.ya?ml$/.test(name)) : [];
  /** @type {Map<string, ActionPin>} */
  const committed = new Map();
  for (const name of files) {
    const text = readFileSync(path.join(dir, name), 'utf8');
    for (const [, action, sha, tag] of text.matchAll(PINNED_USES)) {
      if (!action || !sha || !tag) continue;
      const known = committed.get(action);
      if (!known || compareRefs(tag, known.tag) > 0) committed.set(action, { sha, tag });
    }
  }
  for (const action of /** @type {PinnedAction[]} */ (Object.keys(pins))) {
    const pin = committed.get(action);
    if (pin) pins[action] = pin;
  }
  return pins;
}

/**
 * A step's `uses:` value: the action at its commit, the tag in a comment (the form Dependabot
 * keeps current).
 * @param {Record<PinnedAction, ActionPin>} pins
 * @param {PinnedAction} action
 */
export const pinnedUses = (pins, action) => `${action}@${pins[action].sha} # ${pins[action].tag}`;
