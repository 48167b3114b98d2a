import { pendingHeading, problemList, STRICT_REFUSAL } from './facts/build-problems.mjs';
import { consultorio, testimonios } from './facts/load';
import { serviceFiles } from './facts/load-services';
import { pathSegments, withEditorPlace } from './facts/editor-place';
import { consultorioSchema, testimoniosSchema } from './facts/schema';

const CHECKED = Symbol.for('practice-content-checked');

/** Reads a path such as "practices[0].geo" or "doctor.name" from the facts. */
export function valueAt(source: unknown, path: string): unknown {
  return path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), source);
}

/** A line about a value of consultorio.yml, with where the editor shows it. */
const inConsultorio = (line: string, path: string) => withEditorPlace(line, consultorioSchema, consultorio, pathSegments(path));

/** Every value the site would publish that is not yet the practice's own, one line each. */
export function pendingContent(now: Date = new Date()): string[] {
  const examples = consultorio.examples.map((path) => {
    const value = valueAt(consultorio, path);
    if (value === undefined) throw new Error(`content/consultorio.yml: examples: '${path}' no es un dato del archivo`);
    const shown = JSON.stringify(value);
    return inConsultorio(`consultorio.yml: ${path} = ${shown.length > 90 ? `${shown.slice(0, 89)}…` : shown} (ejemplo)`, path);
  });
  const exampleTestimonials = testimonios.testimonials
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.example)
    .map(({ item, index }) =>
      withEditorPlace(`testimonios.yml: testimonials[${index}] "${item.name}" (ejemplo)`, testimoniosSchema, testimonios, ['testimonials', index]),
    );
  const exampleServices = serviceFiles
    .filter((service) => service.data.example && !service.data.hidden)
    .map((service) => `${service.file.replace(/^content\//, '')}: "${service.data.title}" (texto de ejemplo: revísalo y marca example: false)`);
  const missing = consultorio.cofeprisNotice?.trim()
    ? []
    : [inConsultorio('consultorio.yml: cofeprisNotice está vacío (número del aviso de publicidad ante COFEPRIS)', 'cofeprisNotice')];
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
 * Runs once per build process (the data files themselves are validated when they load):
 * example values are a warning, or an error when STRICT_CONTENT=1.
 */
export function assertPracticeContent(): void {
  const registry = globalThis as unknown as Record<symbol, boolean>;
  if (registry[CHECKED]) return;
  registry[CHECKED] = true;

  const pending = pendingContent();
  if (pending.length === 0) return;
  const message = problemList(pendingHeading(pending.length), pending);
  if (process.env.STRICT_CONTENT === '1') {
    throw new Error(`${message}\n${STRICT_REFUSAL}`);
  }
  if (process.env.NODE_ENV === 'production') console.warn(`⚠ ${message}`);
}
