import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse, stringify } from 'yaml';
import { Testimonials } from '@/components/sections/testimonials';
import { ServiceSections } from '@/components/services/service-sections';
import { factsDir, parseFactsFile } from '@/content/facts/load';
import { consultorioSchema, testimoniosSchema } from '@/content/facts/schema';
import { SERVICE_SECTIONS, type ServiceSectionKey } from '@/content/facts/service-schema';
import { renderServiceSections } from '@/content/services';
import { tokenValues } from '@/content/text-tokens';
import { problemsOf } from '../facts/__fixtures__/problems';
import { testimonialFor } from '../facts/__fixtures__/string-fields';

/**
 * A <script> typed in the hospital's town, the cancellation policy and a testimonial: the build
 * refuses each, in Spanish, naming the file and the field; and the fill escapes it anyway, so that
 * the value could only ever be shown as text.
 */
const SCRIPT = '<script>alert(document.cookie)</script>';
const REFUSAL = 'lleva HTML (<script…), que aquí se mostraría como texto; escribe solo texto';

const shown = (name: string) => path.relative(process.cwd(), path.join(factsDir, name));
const read = (name: string) => parse(readFileSync(path.join(factsDir, name), 'utf8'));

describe('a <script> typed in the facts', () => {
  it('is refused in the hospital’s town, the cancellation policy and a testimonial, naming each', () => {
    const consultorio = read('consultorio.yml');
    const hospital = consultorio.practices.findIndex(
      (place: { kind: string }) => place.kind === 'hospital',
    );
    expect(hospital).toBeGreaterThanOrEqual(0);
    consultorio.practices[hospital].address.town += SCRIPT;
    consultorio.visit.cancellation.es += SCRIPT;
    expect(
      problemsOf(() =>
        parseFactsFile(shown('consultorio.yml'), stringify(consultorio), consultorioSchema),
      ),
    ).toEqual([
      `${shown('consultorio.yml')}: practices[${hospital}].address.town: ${REFUSAL}`,
      `${shown('consultorio.yml')}: visit.cancellation.es: ${REFUSAL}`,
    ]);

    const testimonios = {
      testimonials: [
        {
          ...testimonialFor(consultorio.practices[hospital].id),
          text: `Excelente trato.${SCRIPT}`,
        },
      ],
    };
    expect(
      problemsOf(() =>
        parseFactsFile(shown('testimonios.yml'), stringify(testimonios), testimoniosSchema),
      ),
    ).toEqual([`${shown('testimonios.yml')}: testimonials[0].text: ${REFUSAL}`]);
  });

  it('would show as text wherever it is filled or written, were it let through', () => {
    const values = {
      ...tokenValues,
      'hospital.ciudad': `Tepic${SCRIPT}`,
      cancelacion: `Avisa un día antes.${SCRIPT}`,
    };
    const marks = 'En {hospital.ciudad}: {cancelacion}\n\n- {hospital.ciudad}\n\n**{cancelacion}**';
    const sections = Object.fromEntries(
      Object.keys(SERVICE_SECTIONS).map((key) => [key, marks]),
    ) as Record<ServiceSectionKey, string>;
    const testimonial = {
      id: 'prueba',
      name: 'Ana P.',
      rating: 5,
      text: `Excelente trato.${SCRIPT}`,
      location: `Tepic${SCRIPT}`,
    };
    const html = renderToStaticMarkup(
      <>
        <ServiceSections
          sections={renderServiceSections('content/servicios/prueba.md', sections, values)}
        />
        <Testimonials testimonials={[testimonial]} statistics={[]} />
      </>,
    );
    const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
    expect(body.querySelectorAll('script')).toHaveLength(0);
    expect(html).not.toMatch(/<script/i);
    const text = body.textContent ?? '';
    expect(text.split(`Tepic${SCRIPT}`)).toHaveLength(2 * 5 + 2);
    expect(text.split(`Avisa un día antes.${SCRIPT}`)).toHaveLength(2 * 5 + 1);
    expect(text).toContain(`Excelente trato.${SCRIPT}`);
  });
});
