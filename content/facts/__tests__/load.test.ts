import { fillSummary } from '../list-summary.mjs';
import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { FactsError, parseFactsFile } from '../load';
import { consultorioSchema, testimoniosSchema } from '../schema';
import { problemsOf } from '../__fixtures__/problems';
import { MAX_FACILITY_PHOTOS } from '@/lib/photo-slots';

const source = readFileSync('content/consultorio.yml', 'utf8');
const shipped = consultorioSchema.parse(parse(source));

/** How a line names the field's place in the editor (content/facts/editor-place.ts). */
const inEditor = (...steps: string[]) => ` (en el editor: ${steps.join(' › ')})`;

/** The shipped file with one change made to its data, written back as YAML. */
function changed(change: (data: ReturnType<typeof consultorioSchema.parse>) => void): string {
  const data = parse(source);
  change(data);
  return stringify(data);
}

describe('the facts files are checked by the schema, in Spanish, naming file and field', () => {
  it('accepts the shipped files', () => {
    expect(
      problemsOf(() => parseFactsFile('content/consultorio.yml', source, consultorioSchema)),
    ).toEqual([]);
  });

  it("refuses '25:00' as a closing time", () => {
    const broken = changed((data) => {
      data.practices[1]!.openingHours[0]!.closes = '25:00';
    });
    expect(
      problemsOf(() => parseFactsFile('content/consultorio.yml', broken, consultorioSchema)),
    ).toContain(
      "content/consultorio.yml: practices[1].openingHours[0].closes: '25:00' no es una hora válida (HH:MM)" +
        inEditor(
          'Consultorios y horarios',
          shipped.practices[1]!.facility,
          'Horarios de atención',
          // The list's line: its days (list-summary.mjs's own test shows them), its hours.
          `${fillSummary('{{fields.days | dias}}', shipped.practices[1]!.openingHours[0]!)}, ${shipped.practices[1]!.openingHours[0]!.opens} a 25:00`,
          'Cierra',
        ),
    );
  });

  it('prints a refused value so that no line of it can start a workflow command', () => {
    const forged = '25:00\n::error title=Falso::todo bien\r::warning::x';
    const broken = changed((data) => {
      data.practices[1]!.openingHours[0]!.closes = forged;
    });
    let message = '';
    try {
      parseFactsFile('content/consultorio.yml', broken, consultorioSchema);
    } catch (error) {
      if (error instanceof FactsError) message = error.message;
    }
    const lines = message.split(/\r\n|\r|\n/);
    expect(lines.filter((line) => /^\s*::/.test(line))).toEqual([]);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}- content\/consultorio\.yml: practices\[1\]\.openingHours\[0\]\.closes: '25:00\\n::error title=Falso::todo bien\\r::warning::x' no es una hora válida \(HH:MM\)/,
      ),
    );
  });

  it('refuses a phone that is not +52 and 10 digits', () => {
    const broken = changed((data) => {
      data.phones.main = '614-555-0177';
    });
    expect(
      problemsOf(() => parseFactsFile('content/consultorio.yml', broken, consultorioSchema)),
    ).toContain(
      "content/consultorio.yml: phones.main: '614-555-0177' no es un teléfono de México en formato +52 y 10 dígitos" +
        inEditor('Teléfonos', 'Teléfono principal'),
    );
  });

  it('refuses a closure that ends before it starts', () => {
    const broken = changed((data) => {
      data.closures = [
        {
          practices: [data.practices[0]!.id],
          starts: '2026-12-24',
          ends: '2026-12-20',
          reason: 'vacaciones',
        },
      ];
    });
    expect(
      problemsOf(() => parseFactsFile('content/consultorio.yml', broken, consultorioSchema)),
    ).toEqual([
      'content/consultorio.yml: closures[0].ends: la fecha de fin no puede ser anterior a la de inicio' +
        inEditor(
          'Cierres (vacaciones, días festivos, congresos)',
          '24 al 20 de dic de 2026 · Vacaciones',
          'Último día cerrado',
        ),
    ]);
  });

  it('refuses more "Instalaciones" than a practice may show', () => {
    const photos = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        src: `fotos/sala-${index + 1}.jpg`,
        caption: { es: `Sala ${index + 1}`, en: `Room ${index + 1}` },
      }));
    const full = changed((data) => {
      data.practices[0]!.facilities = photos(MAX_FACILITY_PHOTOS) as never;
    });
    expect(
      problemsOf(() => parseFactsFile('content/consultorio.yml', full, consultorioSchema)),
    ).toEqual([]);
    const over = changed((data) => {
      data.practices[0]!.facilities = photos(MAX_FACILITY_PHOTOS + 1) as never;
    });
    expect(
      problemsOf(() => parseFactsFile('content/consultorio.yml', over, consultorioSchema)),
    ).toEqual([
      `content/consultorio.yml: practices[0].facilities: como máximo ${MAX_FACILITY_PHOTOS} fotos` +
        inEditor('Consultorios y horarios', shipped.practices[0]!.facility, 'Instalaciones'),
    ]);
  });

  it('refuses a photo’s words written as one text, asking for the two languages', () => {
    const single = changed((data) => {
      data.practices[0]!.facilities = [
        { src: 'fotos/sala.jpg', caption: 'Sala de espera' },
      ] as never;
      data.doctor.portrait = { src: 'fotos/retrato.jpg', alt: 'El doctor' } as never;
    });
    const twoLanguages =
      'se escribe en dos idiomas: es (español) y en (inglés), por ejemplo «es: Sala de espera» y «en: Waiting room»';
    const problems = problemsOf(() =>
      parseFactsFile('content/consultorio.yml', single, consultorioSchema),
    );
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/consultorio\.yml: doctor\.portrait\.alt: 'El doctor' /),
        expect.stringMatching(
          /^content\/consultorio\.yml: practices\[0\]\.facilities\[0\]\.caption: 'Sala de espera' /,
        ),
      ]),
    );
    for (const problem of problems) expect(problem).toContain(twoLanguages);
  });

  it('names the line of a YAML syntax error', () => {
    const [problem] = problemsOf(() =>
      parseFactsFile('content/consultorio.yml', 'a: [1, 2', consultorioSchema),
    );
    expect(problem).toMatch(/^content\/consultorio\.yml \(línea \d+\): no es YAML válido/);
  });

  it('requires a consent date on every testimonial', () => {
    const yaml =
      'testimonials:\n  - id: ana-p\n    name: Ana P.\n    practice: consultorio-centro\n    rating: 5\n    text: Muy amable.\n';
    expect(
      problemsOf(() => parseFactsFile('content/testimonios.yml', yaml, testimoniosSchema)),
    ).toEqual([
      'content/testimonios.yml: testimonials[0].consentDate: falta la fecha (AAAA-MM-DD)' +
        inEditor('Testimonios', 'Ana P.', 'Fecha de la autorización por escrito'),
    ]);
  });
});
