// @ts-check
// The status of the last save, in one Spanish sentence, from one observation: published (only
// once the site serves the saved commit), publishing, not published and why (who fixes it, and
// where in the editor), stuck, or what cannot be known (docs/guia-del-editor.md, "Publicar").
import { failureCause, githubCause } from './causes.js';
import { tellDeveloper, developerName } from './developer.js';
import { examplesLabel, isExample, placeInEditor, practiceSentence } from './editor-place.js';
import { annotationsOf, reportsOf } from './reports.js';
import { unknownStatus } from './unknown-status.js';
import { ago, lasted, MINUTE, when, withoutPeriod } from './words.js';

/**
 * What the status bar shows: its tone, the sentence, what to do, who fixes it, where GitHub shows
 * it, and the message to send the developer when the practice cannot fix it.
 * @typedef {object} Status
 * @property {'ok' | 'progress' | 'problem' | 'info'} tone
 * @property {string} text
 * @property {string} [action]
 * @property {'practice' | 'developer'} [fixedBy]
 * @property {string | null} [url]
 * @property {string} [message]
 */
/**
 * @typedef {import('./observe.js').Observation} Observation
 * @typedef {import('./observe.js').Seen} Seen
 * @typedef {import('./reports.js').Report} Report
 * @typedef {import('../../../lib/admin/publish-status').PublishStatusSettings} Settings
 */

/** A new commit with no report at all after this: nothing publishes this repository. */
export const NO_REPORT_GRACE_MS = 3 * MINUTE;
/** A successful run whose site still serves another commit after this: not live. */
export const LIVE_GRACE_MS = 5 * MINUTE;
/** Still waiting for a runner after this: said, never a spinner forever. */
export const QUEUED_LIMIT_MS = 15 * MINUTE;
/** Still running after this: longer than any host's own limit (the deploy workflow's is 30 min). */
export const RUNNING_LIMIT_MS = 40 * MINUTE;

const LOCAL_TEXT =
  'Editor local: al guardar se cambian los archivos de esta computadora y no se publica nada. Para publicar, sube los cambios al repositorio en GitHub.';
const STILL_OLD = 'El sitio sigue mostrando la versión anterior.';

/**
 * @param {string} saved
 * @param {string} why
 */
const notPublished = (saved, why) =>
  `Tu cambio ${saved} no se publicó: ${withoutPeriod(why)}. ${STILL_OLD}`;

/**
 * @param {number} since
 * @param {number} now
 * @returns {Status}
 */
const publishing = (since, now) => ({
  tone: 'progress',
  text: `Publicando tu cambio… (empezó ${ago(since, now)})`,
});

/**
 * A failed publication: the cause, and where to fix it in the editor or whom to tell.
 * @param {Report[]} failures
 * @param {Seen} observed
 * @param {Settings} settings
 * @param {string} saved
 * @returns {Status}
 */
function failedStatus(failures, observed, settings, saved) {
  const cause = failureCause(failures, observed, settings);
  if (cause.fixedBy !== 'practice') {
    /** @type {Status} */
    const failed = { tone: 'problem', text: notPublished(saved, cause.why), url: cause.url };
    return tellDeveloper(failed, settings, observed.head.sha);
  }
  const why = practiceSentence(settings, cause.path, cause.why);
  /** @type {Status} */
  const failed = { tone: 'problem', text: notPublished(saved, why), url: cause.url };
  const place = placeInEditor(settings, cause.path, cause.why);
  const examples = isExample(settings, cause.why) && examplesLabel(settings.files, cause.path);
  const action = !place
    ? 'Corrígelo en el editor y vuelve a publicar.'
    : examples
      ? `Cámbialo por el dato real en el editor, en ${place}, quítalo de «${examples}» con su × y vuelve a publicar.`
      : `Corrígelo en el editor, en ${place}, y vuelve a publicar.`;
  return { ...failed, fixedBy: 'practice', action };
}

/**
 * Runs waiting or running: publishing, or stuck for longer than any publication takes.
 * @param {Report[]} waiting
 * @param {Seen} observed
 * @param {Settings} settings
 * @param {string} saved
 * @param {number} now
 * @returns {Status}
 */
function waitingStatus(waiting, observed, settings, saved, now) {
  const { head } = observed;
  const [first] = waiting;
  const queuedOnly = waiting.every((report) => report.kind === 'queued');
  const stuck = queuedOnly
    ? now - head.date >= QUEUED_LIMIT_MS && 'esperando turno para publicarse y nadie lo ha empezado'
    : now - head.date >= RUNNING_LIMIT_MS && 'publicándose, más de lo que puede tardar';
  if (!stuck || !first) return publishing(head.date, now);
  const text = `Tu cambio ${saved} lleva ${lasted(head.date, now)} ${stuck} (${first.name}). ${STILL_OLD}`;
  return tellDeveloper({ tone: 'problem', text, url: first.url }, settings, head.sha);
}

/**
 * Cancelled: by GitHub at a job's time limit (it says so in an annotation), or by someone.
 * @param {Report[]} cancelled
 * @param {Seen} observed
 * @param {Settings} settings
 * @param {string} saved
 * @returns {Status}
 */
function cancelledStatus(cancelled, observed, settings, saved) {
  const overtime = cancelled.find((report) =>
    annotationsOf(report, observed).some((annotation) =>
      /maximum execution time/i.test(annotation.message),
    ),
  );
  const report = overtime ?? /** @type {Report} */ (cancelled[0]);
  const stopped = overtime
    ? githubCause(overtime, 'maximum execution time')
    : `la publicación se canceló antes de terminar (${report.name})`;
  return tellDeveloper(
    { tone: 'problem', text: notPublished(saved, stopped), url: report.url },
    settings,
    observed.head.sha,
  );
}

/**
 * A successful run whose site still serves another commit: a moment to arrive, then not live, and why it may be.
 * @param {number} succeeded when the run ended
 * @param {Seen} observed
 * @param {Settings} settings
 * @param {string} saved
 * @param {number} now
 * @returns {Status}
 */
function notLiveStatus(succeeded, observed, settings, saved, now) {
  const { head, served } = observed;
  if (now - succeeded < LIVE_GRACE_MS) return publishing(head.date, now);
  const site = served.missing
    ? `no tiene el archivo que dice qué versión sirve (${settings.siteVersionPath}): la publicación pudo ir a otra carpeta`
    : served.unknown
      ? 'no respondió al preguntarle qué versión sirve'
      : served.cached
        ? 'sigue entregando una copia guardada de la versión anterior'
        : 'sigue mostrando otra versión: una copia guardada que no se renovó, o una publicación que fue a otra carpeta';
  const why = `la publicación terminó ${when(succeeded, now, settings.timeZone).at}, pero el sitio ${site}`;
  return tellDeveloper(
    { tone: 'problem', text: `Tu cambio ${saved} no está en línea: ${why}. ${STILL_OLD}` },
    settings,
    head.sha,
  );
}

/**
 * The status of the last save, from what was observed, or null when nobody is signed in.
 * @param {Observation} observed
 * @param {Settings} settings
 * @param {number} now
 * @returns {Status | null}
 */
export function describeStatus(observed, settings, now) {
  if (observed.mode === 'signed-out') return null;
  if (observed.mode === 'local') return { tone: 'info', text: LOCAL_TEXT };
  const unknown = unknownStatus(observed, settings, now);
  if (unknown) return unknown;
  if (!observed.head)
    return { tone: 'progress', text: 'Consultando si tu último cambio ya está en línea…' };

  const { head, served } = observed;
  const saved = when(head.date, now, settings.timeZone).of;
  const reports = reportsOf(observed);
  /** @param {Report['kind']} kind the latest end of a report of this kind, 0 if none */
  const latest = (kind) =>
    Math.max(
      0,
      ...reports
        .filter((report) => report.kind === kind && report.at)
        .map((report) => Number(report.at)),
    );
  /** @param {Report['kind'][]} kinds */
  const ofKind = (...kinds) => reports.filter((report) => kinds.includes(report.kind));

  if (served.sha === head.sha) {
    const published = latest('success') || served.since || now;
    return {
      tone: 'ok',
      text: `Publicado ${when(published, now, settings.timeZone).at}: ya está en línea`,
    };
  }
  const failures = ofKind('failure');
  if (failures.length) return failedStatus(failures, observed, settings, saved);
  const waiting = ofKind('queued', 'running');
  if (waiting.length) return waitingStatus(waiting, observed, settings, saved, now);
  const cancelled = ofKind('cancelled');
  if (cancelled.length) return cancelledStatus(cancelled, observed, settings, saved);
  const succeeded = latest('success');
  if (succeeded) return notLiveStatus(succeeded, observed, settings, saved, now);

  if (now - head.date < NO_REPORT_GRACE_MS) return publishing(head.date, now);
  return tellDeveloper(
    {
      tone: 'problem',
      text: 'Tus cambios se guardan en GitHub, pero este sitio no tiene la publicación configurada: ningún servicio genera ni sube el sitio al guardar.',
      action: `Pide a ${developerName(settings)} que configure la publicación del sitio.`,
    },
    settings,
    head.sha,
  );
}
