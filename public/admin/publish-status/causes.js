// @ts-check
// Why a publication failed, in one Spanish sentence: the workflows' own sentences first (their
// titles say who fixes it, and which of how many causes: "Corrígelo en el editor (1 de 51)"),
// else what GitHub or the host says.
import { annotationsOf } from './reports.js';
import { withoutPeriod } from './words.js';

/**
 * @typedef {import('./reports.js').Report} Report
 * @typedef {import('./reports.js').CommitReports} CommitReports
 * @typedef {import('./reports.js').Annotation} Annotation
 * @typedef {import('../../../lib/admin/publish-status').PublishStatusSettings} Settings
 * @typedef {'practice' | 'developer'} FixedBy
 */

/**
 * GitHub's own words for a failure it caused, or the host's, in Spanish.
 * @param {Report} report
 * @param {string} message an annotation's message, or ''
 */
export function githubCause(report, message) {
  const { run, name } = report;
  if (/spending limit|billing|payments? (?:have|has) failed|account is locked/i.test(message))
    return 'GitHub no empezó la publicación: la cuenta de GitHub se quedó sin minutos para publicar o tiene un pago pendiente';
  if (/maximum execution time|timed? ?out/i.test(message) || run?.conclusion === 'timed_out')
    return `la publicación tardó más de su tiempo máximo y se detuvo (${name})`;
  if (run?.conclusion === 'action_required')
    return `la publicación espera que alguien la apruebe en GitHub (${name})`;
  if (report.workflowRun)
    return `la publicación «${name}» no pudo empezar: su configuración en GitHub tiene un error`;
  if (report.status) {
    const { description } = report.status;
    return `${name} no pudo publicar${description ? ` («${withoutPeriod(description)}»)` : ''}`;
  }
  if (message) return `falló «${name}» (GitHub dice: «${withoutPeriod(message)}»)`;
  const title = run?.output?.title;
  return `falló «${name}»${title ? ` («${withoutPeriod(title)}»)` : ''}; el motivo está en su registro en GitHub`;
}

/**
 * Why the failures happened, who fixes it, the data file it names and where GitHub shows it.
 * @param {Report[]} failures one at least
 * @param {CommitReports} observed
 * @param {Settings} settings
 * @returns {{ fixedBy: FixedBy, why: string, path?: string, url?: string | null }}
 */
export function failureCause(failures, observed, settings) {
  const counted = new RegExp(settings.titleCount);
  /**
   * Who fixes what a workflow's annotation says, and of how many causes it is one; null for another's.
   * @param {Annotation} annotation
   * @returns {{ fixedBy: FixedBy, total: number } | null}
   */
  const whose = (annotation) => {
    const match = counted.exec(annotation.title);
    const title = match ? match[1] : annotation.title;
    const total = match ? Number(match[3]) : 1;
    if (title === settings.fixedBy.practice) return { fixedBy: 'practice', total };
    if (title === settings.fixedBy.developer) return { fixedBy: 'developer', total };
    return null;
  };
  /** @type {{ annotation: Annotation, who: { fixedBy: FixedBy, total: number }, report: Report }[]} */
  const ours = [];
  /** @type {{ annotation: Annotation, report: Report }[]} */
  const theirs = [];
  for (const report of failures)
    for (const annotation of annotationsOf(report, observed)) {
      const who = whose(annotation);
      if (who) ours.push({ annotation, who, report });
      else if (annotation.annotation_level === 'failure') theirs.push({ report, annotation });
    }

  const practice = ours.filter((found) => found.who.fixedBy === 'practice');
  const chosen = practice.length ? practice : ours;
  const [first] = chosen;
  if (first) {
    const more = Math.max(first.who.total, chosen.length) - 1;
    return {
      fixedBy: first.who.fixedBy,
      why: withoutPeriod(first.annotation.message) + (more > 0 ? ` (y ${more} más)` : ''),
      path: first.annotation.path,
      url: first.report.url,
    };
  }
  const [other] = theirs;
  const report = other ? other.report : /** @type {Report} */ (failures[0]);
  return {
    fixedBy: 'developer',
    why: githubCause(report, other ? other.annotation.message : ''),
    url: report.url,
  };
}
