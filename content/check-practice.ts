import {
  ENGLISH_GAPS_HEADING,
  pendingHeading,
  problemList,
  SETTINGS_HEADING,
  STRICT_REFUSAL,
} from './facts/build-problems.mjs';
import { consultorio, consultorioSource, testimonios } from './facts/load';
import { serviceFiles } from './facts/load-services';
import { pathSegments, withEditorPlace } from './facts/editor-place';
import { consultorioSchema, testimoniosSchema } from './facts/schema';
import { englishGapLines } from './facts/english-status';

const CHECKED = Symbol.for('practice-content-checked');

/** Reads a path such as "practices[0].geo" or "doctor.name" from the facts. */
export function valueAt(source: unknown, path: string): unknown {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[key]
          : undefined,
      source,
    );
}

/** A line about a value of consultorio.yml, with where the editor shows it. */
const inConsultorio = (line: string, path: string) =>
  withEditorPlace(line, consultorioSchema, consultorioSource, pathSegments(path));

/** Every value the site would publish that is not yet the practice's own, one line each. */
export function pendingContent(now: Date = new Date()): string[] {
  const examples = consultorio.examples.map((path) => {
    const value = valueAt(consultorio, path);
    if (value === undefined)
      throw new Error(`content/consultorio.yml: examples: '${path}' no es un dato del archivo`);
    const shown = JSON.stringify(value);
    return inConsultorio(
      `consultorio.yml: ${path} = ${shown.length > 90 ? `${shown.slice(0, 89)}…` : shown} (ejemplo)`,
      path,
    );
  });
  const exampleTestimonials = testimonios.testimonials
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.example)
    .map(({ item, index }) =>
      withEditorPlace(
        `testimonios.yml: testimonials[${index}] "${item.name}" (ejemplo)`,
        testimoniosSchema,
        testimonios,
        ['testimonials', index],
      ),
    );
  const exampleServices = serviceFiles
    .filter((service) => service.data.example && !service.data.hidden)
    .map(
      (service) =>
        `${service.file.replace(/^content\//, '')}: "${service.data.title}" (texto de ejemplo: revísalo y marca example: false)`,
    );
  const missing = consultorio.cofeprisNotice?.trim()
    ? []
    : [
        inConsultorio(
          'consultorio.yml: cofeprisNotice está vacío (número del aviso de publicidad ante COFEPRIS)',
          'cofeprisNotice',
        ),
      ];
  // The site calls the board certificate "vigente": it must be, on the day of the build.
  const { validUntil } = consultorio.doctor.boardCertification;
  const expired =
    validUntil < now.toISOString().slice(0, 10)
      ? [
          inConsultorio(
            `consultorio.yml: doctor.boardCertification.validUntil = "${validUntil}" ya venció (el sitio lo presenta como vigente)`,
            'doctor.boardCertification.validUntil',
          ),
        ]
      : [];
  return [...examples, ...exampleTestimonials, ...exampleServices, ...missing, ...expired];
}

/**
 * Runs once per build process (the data files themselves are validated when they load), from the
 * root layout and before the editor's configuration is written: example values and the English
 * pages not published for want of their English (content/facts/english-gaps.ts) are a warning, or
 * an error when STRICT_CONTENT=1; the editor's settings this build refuses (given by the caller,
 * lib/admin/github-backend.ts) are an error. A refusal names every problem at once, the data and
 * the settings together, and is the same whichever caller meets it first.
 */
export function assertPracticeContent(
  settingProblems: readonly string[] = [],
  englishGaps: readonly string[] = englishGapLines,
): void {
  const registry = globalThis as unknown as Record<symbol, true | Error>;
  const checked = registry[CHECKED];
  if (checked instanceof Error) throw checked;
  if (checked) return;
  registry[CHECKED] = true;

  const pending = pendingContent();
  const message = problemList(pendingHeading(pending.length), pending);
  const english = problemList(ENGLISH_GAPS_HEADING, englishGaps);
  const strict = process.env.STRICT_CONTENT === '1';
  const refusals = [
    ...(strict && pending.length > 0 ? [`${message}\n${STRICT_REFUSAL}`] : []),
    ...(strict && englishGaps.length > 0 ? [`${english}\n${STRICT_REFUSAL}`] : []),
    ...(settingProblems.length > 0 ? [problemList(SETTINGS_HEADING, settingProblems)] : []),
  ];
  if (refusals.length > 0) {
    const refusal = new Error(refusals.join('\n'));
    registry[CHECKED] = refusal;
    throw refusal;
  }
  const warnings = [
    ...(pending.length > 0 ? [`⚠ ${message}`] : []),
    ...(englishGaps.length > 0 ? [`⚠ ${english}`] : []),
  ];
  if (warnings.length > 0 && process.env.NODE_ENV === 'production')
    console.warn(warnings.join('\n'));
}
