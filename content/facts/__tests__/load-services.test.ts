import { readdirSync, readFileSync } from 'node:fs';
import {
  checkServiceReferences,
  parseServiceBody,
  parseServiceFile,
  serviceFiles,
} from '../load-services';
import { SERVICE_SECTIONS } from '../service-schema';
import { problemsOf } from '../__fixtures__/problems';

const FILE = 'content/servicios/prueba.md';
/** A service file of the test's own: the practice's files change as it edits them. */
const source = readFileSync('content/facts/__fixtures__/servicio.md', 'utf8');

describe('service files (content/servicios/*.md)', () => {
  it('reads every service file, each with the five sections', () => {
    const files = readdirSync('content/servicios').filter((name) => name.endsWith('.md'));
    expect(serviceFiles.map((service) => `${service.slug}.md`).sort()).toEqual(files.sort());
    for (const service of serviceFiles)
      expect(Object.keys(service.sections)).toEqual(Object.keys(SERVICE_SECTIONS));
  });

  it('names the file and the field of a wrong value', () => {
    const broken = source
      .replace('group: quirurgicos', 'group: cirugias')
      .replace('icon: eye', 'icon: ojo');
    const found = problemsOf(() => parseServiceFile(FILE, broken));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/servicios\/prueba\.md: group: 'cirugias' no es un grupo/),
        expect.stringMatching(/^content\/servicios\/prueba\.md: icon: 'ojo' no es un icono/),
      ]),
    );
  });

  it('names the line of broken YAML and a missing header', () => {
    expect(
      problemsOf(() =>
        parseServiceFile(FILE, source.replace('title: Cirugía de Catarata', 'title: [Cirugía')),
      )[0],
    ).toMatch(/^content\/servicios\/prueba\.md \(línea \d+\): el encabezado no es YAML válido/);
    expect(problemsOf(() => parseServiceFile(FILE, '## ¿Para quién es?\n\nTexto'))[0]).toMatch(
      /falta el encabezado/,
    );
  });

  it('asks for 1 to 4 questions of its own, and a basis with a fee', () => {
    const noFaqs = source.replace(/faqs:\n(  - question: .*\n    answer: .*\n)+/, 'faqs: []\n');
    expect(problemsOf(() => parseServiceFile(FILE, noFaqs))).toEqual([
      `${FILE}: faqs: escribe al menos 1 pregunta (en el editor: Preguntas de esta página)`,
    ]);
    expect(
      problemsOf(() =>
        parseServiceFile(FILE, source.replace('example: true', 'example: true\nfeeFrom: 15000')),
      ),
    ).toEqual([
      `${FILE}: feeBasis: con un costo, escribe también qué incluye (en el editor: Qué incluye el costo)`,
    ]);
  });

  it('requires the five sections once each, in order, and refuses raw HTML', () => {
    const body = Object.values(SERVICE_SECTIONS)
      .map((heading) => `## ${heading}\n\nTexto.\n`)
      .join('\n');
    expect(parseServiceBody(FILE, body).recuperacion).toBe('Texto.');
    expect(
      problemsOf(() => parseServiceBody(FILE, body.replace('## Preparación\n\nTexto.\n', ''))),
    ).toEqual([`${FILE}: falta la sección '## Preparación'`]);
    expect(
      problemsOf(() => parseServiceBody(FILE, body.replace('## Preparación', '## Antes')))[0],
    ).toMatch(/el título 'Antes' no es una sección/);
    expect(
      problemsOf(() =>
        parseServiceBody(FILE, body.replace('Texto.', '<script>alert(1)</script>')),
      )[0],
    ).toMatch(/lleva HTML/);
    expect(problemsOf(() => parseServiceBody(FILE, `Intro.\n\n${body}`))[0]).toMatch(
      /texto antes del primer título/,
    );
  });

  it('refuses unsafe links and images in a section, and HTML in a field, naming where', () => {
    const body = Object.values(SERVICE_SECTIONS)
      .map((heading) => `## ${heading}\n\nTexto.\n`)
      .join('\n');
    const linked = body.replace(
      '## Preparación\n\nTexto.',
      '## Preparación\n\n[clic](javascript:x)',
    );
    expect(problemsOf(() => parseServiceBody(FILE, linked))).toEqual([
      `${FILE}: ## Preparación: el enlace a javascript: no se permite; usa https://…, mailto:…, ` +
        'tel:… o una página del sitio que empiece con una sola /',
    ]);
    const pictured = body.replace('Texto.', '![x](https://ejemplo.mx/x.png)');
    expect(problemsOf(() => parseServiceBody(FILE, pictured))[0]).toMatch(
      /^content\/servicios\/prueba\.md: ## ¿Para quién es\?: lleva una imagen/,
    );
    const scripted = source.replace(
      'bodyLocation: Cristalino',
      'bodyLocation: Ojo<script>x()</script>',
    );
    expect(problemsOf(() => parseServiceFile(FILE, scripted))).toEqual([
      `${FILE}: bodyLocation: lleva HTML (<script…), que aquí se mostraría como texto; escribe solo texto`,
    ]);
  });

  it('checks that related services exist and are visible', () => {
    const [first, second] = serviceFiles;
    const hidden = { ...second!, data: { ...second!.data, hidden: true } };
    const pointing = { ...first!, data: { ...first!.data, related: [second!.slug] } };
    expect(problemsOf(() => checkServiceReferences([pointing, hidden]))[0]).toMatch(
      new RegExp(`related\\[0\\]: '${second!.slug}' no es un servicio visible`),
    );
  });
});
