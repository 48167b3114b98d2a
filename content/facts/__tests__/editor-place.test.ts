/** @jest-environment node */
import { editorFiles } from '@/lib/admin/decap-config';
import type { DecapField } from '@/lib/admin/decap-fields';
import { editorPlace, pathSegments, withEditorPlace } from '../editor-place';
import { fillSummary } from '../list-summary.mjs';
import { consultorioSource as consultorio, preguntasSource as preguntas } from '../load';
import { consultorioSchema, preguntasSchema } from '../schema';

/** The editor's own field labels of consultorio.yml, as the generated configuration has them. */
const consultorioFields = editorFiles.find(
  (entry) => entry.file === 'content/consultorio.yml',
)!.fields;
const labelOf = (fields: readonly DecapField[], name: string) =>
  fields.find((field) => field.name === name)!;

describe('the place of a value in the editor, as the editor shows it', () => {
  it('names each field by its editor label and each entry by the line its list shows', () => {
    const practices = labelOf(consultorioFields, 'practices');
    const hours = labelOf(practices.fields!, 'openingHours');
    const place = consultorio.practices[1]!;
    const window = place.openingHours[0]!;
    expect(
      editorPlace(consultorioSchema, consultorio, ['practices', 1, 'openingHours', 0, 'closes']),
    ).toEqual([
      practices.label,
      place.facility,
      hours.label,
      `${fillSummary('{{fields.days | dias}}', window)}, ${window.opens} a ${window.closes}`,
      labelOf(hours.fields!, 'closes').label,
    ]);
  });

  it('fills a list of single values and truncates a summary as Decap does', () => {
    const features = consultorio.practices[0]!.features;
    if (features.length > 0) {
      expect(
        editorPlace(consultorioSchema, consultorio, ['practices', 0, 'features', 0])?.at(-1),
      ).toBe(features[0]!.es);
    }
    const long = 'a'.repeat(200);
    const data = { ...preguntas, faqs: [{ ...preguntas.faqs[0]!, answer: { es: [long] } }] };
    const steps = editorPlace(preguntasSchema, data, ['faqs', 0, 'answer', 'es', 0]);
    expect(steps?.at(-1)).toBe(`${'a'.repeat(80)}...`);
  });

  it('names an entry with an empty line by its label and number, and gives up on a field the editor does not show', () => {
    const data = structuredClone(consultorio);
    data.practices[0]!.facility = '';
    expect(editorPlace(consultorioSchema, data, ['practices', 0])).toEqual([
      'Consultorios y horarios',
      'Consultorio 1',
    ]);
    expect(editorPlace(consultorioSchema, consultorio, ['noExiste'])).toBeNull();
    expect(editorPlace(consultorioSchema, consultorio, [])).toBeNull();
  });

  it('adds the place to a refusal line, and reads a written path', () => {
    expect(pathSegments('practices[1].openingHours[0].closes')).toEqual([
      'practices',
      1,
      'openingHours',
      0,
      'closes',
    ]);
    expect(
      withEditorPlace('consultorio.yml: phones.main: mal', consultorioSchema, consultorio, [
        'phones',
        'main',
      ]),
    ).toBe('consultorio.yml: phones.main: mal (en el editor: Teléfonos › Teléfono principal)');
    expect(withEditorPlace('consultorio.yml: x: mal', consultorioSchema, consultorio, ['x'])).toBe(
      'consultorio.yml: x: mal',
    );
  });
});
