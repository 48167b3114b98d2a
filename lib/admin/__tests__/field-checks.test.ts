/** @jest-environment node */
import fc from 'fast-check';
import type { z } from 'zod';
import { consultorioSource as consultorio, testimonios } from '@/content/facts/load';
import { serviceFiles } from '@/content/facts/load-services';
import { FIELD_RULES } from '@/content/facts/field-rules.mjs';
import { fillSummary } from '@/content/facts/list-summary.mjs';
import { consultorioSchema, testimoniosSchema } from '@/content/facts/schema';
import { serviceFrontMatterSchema } from '@/content/facts/service-schema';
import { fieldRuleSites, type RuleSite } from '../field-rule-sites';
import {
  entrySites,
  FieldRuleRefusal,
  registerFieldChecks,
  ruleProblems,
  UNCHECKED,
} from '../../../public/admin/field-checks.js';

/**
 * The editor's checks before a save (public/admin/field-checks.js) refuse exactly what the build
 * refuses for a rule that spans fields: for any hours, closures and dates whose fields are each
 * well written (the editor's patterns and selects see to that), the build's schema refuses the
 * file if and only if the editor's checks refuse the save, and with the same sentences.
 */

const editorProblems = (sites: RuleSite[], data: unknown) =>
  ruleProblems(sites, FIELD_RULES, fillSummary, data);

/** The build's refusals of `data` under `schema`: each issue's message. */
function buildProblems(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const pad = (value: number) => String(value).padStart(2, '0');
/** Any HH:MM the time field accepts. */
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hours, minutes]) => `${pad(hours)}:${pad(minutes)}`);
/** Any AAAA-MM-DD the date field accepts, among them days the calendar lacks (2027-02-30). */
const date = fc
  .tuple(
    fc.integer({ min: 2024, max: 2030 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 31 }),
  )
  .map(([year, month, day]) => `${year}-${pad(month)}-${pad(day)}`);
const days = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 });
const openingWindow = fc.record({ days, opens: time, closes: time });
const windows = (minLength: number) => fc.array(openingWindow, { minLength, maxLength: 4 });
const closure = fc.record({
  practices: fc.constant(consultorio.practices[0]!.id).map((id) => [id]),
  starts: date,
  ends: date,
  reason: fc.constant('vacaciones' as const),
});

describe("the editor's checks and the build refuse the same values", () => {
  it('hours, the doctor’s hours and closures of consultorio.yml', () => {
    const sites = fieldRuleSites.files.consultorio!;
    fc.assert(
      fc.property(
        windows(1),
        fc.option(windows(0), { nil: null }),
        fc.array(closure, { maxLength: 3 }),
        date,
        (openingHours, doctorHours, closures, validUntil) => {
          const data = structuredClone(consultorio);
          data.practices[0] = { ...data.practices[0]!, openingHours, doctorHours };
          data.closures = closures;
          data.doctor.boardCertification.validUntil = validUntil;
          const build = buildProblems(consultorioSchema, data);
          const editor = editorProblems(sites, data);
          expect(editor.length).toBe(build.length);
          build.forEach((message) =>
            expect(editor.some((sentence) => sentence.endsWith(`: ${message}.`))).toBe(true),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the date of a testimonial’s consent', () => {
    const sites = fieldRuleSites.files.testimonios!;
    fc.assert(
      fc.property(date, (consentDate) => {
        const data = structuredClone(testimonios);
        data.testimonials = data.testimonials.map((item) => ({ ...item, consentDate }));
        expect(editorProblems(sites, data).length).toBe(
          buildProblems(testimoniosSchema, data).length,
        );
      }),
    );
  });

  it('a service’s fee and its basis, and its date of review', () => {
    const sites = fieldRuleSites.folders.servicios!;
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 90_000 }), { nil: null }),
        fc.option(fc.constantFrom('Incluye la valoración.'), { nil: null }),
        date,
        (feeFrom, feeBasis, reviewed) => {
          const data = { ...serviceFiles[0]!.data, feeFrom, feeBasis, reviewed };
          expect(editorProblems(sites, data).length).toBe(
            buildProblems(serviceFrontMatterSchema, data).length,
          );
        },
      ),
    );
  });
});

describe('what the practice reads when a save is refused', () => {
  const practice = consultorio.practices[0]!;
  const hours = (opens: string, closes: string) => ({ days: [1], opens, closes });

  it('names the field as the editor shows it, its list entries by their summary', () => {
    const data = structuredClone(consultorio);
    data.practices[0] = { ...practice, openingHours: [hours('18:00', '09:00')] };
    expect(editorProblems(fieldRuleSites.files.consultorio!, data)).toEqual([
      `Consultorios y horarios › ${practice.facility} › Horarios de atención › lun, 18:00 a 09:00 › Cierra: la hora de apertura debe ser anterior a la de cierre.`,
    ]);
  });

  it('names the window that overlaps another of the same day, and a closure that ends before it starts', () => {
    const data = structuredClone(consultorio);
    data.practices[0] = {
      ...practice,
      openingHours: [hours('09:00', '14:00'), hours('13:00', '18:00')],
    };
    data.closures = [
      { practices: [practice.id], starts: '2026-05-10', ends: '2026-05-02', reason: 'congreso' },
    ];
    expect(editorProblems(fieldRuleSites.files.consultorio!, data)).toEqual([
      `Consultorios y horarios › ${practice.facility} › Horarios de atención › lun, 13:00 a 18:00 › Abre: se encima con el horario de 09:00 a 14:00 del mismo día.`,
      'Cierres (vacaciones, días festivos, congresos) › 10 al 2 de may de 2026 · Congreso › Último día cerrado: la fecha de fin no puede ser anterior a la de inicio.',
    ]);
  });

  it('stops the save with that sentence, as Decap shows a refused save', () => {
    const refusal = new FieldRuleRefusal([
      'Cierra: la hora de apertura debe ser anterior a la de cierre.',
    ]);
    expect(String(refusal)).toBe('Cierra: la hora de apertura debe ser anterior a la de cierre.');
  });

  it('runs a data file’s sites for its file, a service’s for the services folder', () => {
    const entry = (values: Record<string, string>) => ({ get: (key: string) => values[key] });
    expect(entrySites(fieldRuleSites, entry({ collection: 'datos', slug: 'consultorio' }))).toBe(
      fieldRuleSites.files.consultorio,
    );
    expect(entrySites(fieldRuleSites, entry({ collection: 'servicios', slug: 'x' }))).toBe(
      fieldRuleSites.folders.servicios,
    );
  });

  it('refuses every save, saying why, when the rules did not load with the editor', async () => {
    const handlers: ((event: unknown) => Promise<unknown>)[] = [];
    // Here nothing is served at /admin/: the rules' files cannot load.
    registerFieldChecks({
      registerEventListener: ({ handler }) => handlers.push(handler as never),
    });
    const entry = { get: (key: string) => (key === 'data' ? { toJS: () => ({}) } : 'consultorio') };
    await expect(handlers[0]!({ entry })).rejects.toThrow(UNCHECKED);
  });
});
