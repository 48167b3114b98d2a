// @ts-check
// What a failed publication leaves where GitHub's API returns it, for the editor to show: the
// workflows write one check-run annotation per cause (publish/report-step.mjs), whose title says who
// can fix it and whose message is the build's or the deploy's own Spanish sentence. The editor
// (public/admin/publish-status/causes.js) reads the titles from /admin/publish-status.json, which the build
// writes from this module, so neither side spells them out again.

/**
 * Who fixes a failure, as the annotation's title says it: the practice, in the editor (a value the
 * build refused: the annotation's path is the data file), or the developer (a credential, a host, a
 * quota: the practice cannot fix it and the editor offers a message to send).
 */
export const FIXED_BY = /** @type {const} */ ({
  practice: 'Corrígelo en el editor',
  developer: 'Avisa a tu desarrollador',
});

/** @typedef {keyof typeof FIXED_BY} FixedBy */

/**
 * An annotation's title: who fixes it, and which of how many when a step failed for several causes
 * ("Corrígelo en el editor (1 de 51)"), since GitHub keeps only MAX_ANNOTATIONS of them.
 */
export const TITLE_COUNT = /^(.*) \((\d+) de (\d+)\)$/;

/**
 * @param {FixedBy} fixedBy
 * @param {number} index from 0
 * @param {number} total
 */
export const annotationTitle = (fixedBy, index, total) =>
  `${FIXED_BY[fixedBy]}${total > 1 ? ` (${index + 1} de ${total})` : ''}`;

/** GitHub shows at most this many error annotations of one step; the rest are dropped. */
export const MAX_ANNOTATIONS = 10;
