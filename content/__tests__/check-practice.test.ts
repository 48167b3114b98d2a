import { SECOND_PRACTICE_DIR } from '../facts/__fixtures__/second-practice';

/** Services of the test's own: one still an example, one hidden example (never published), one reviewed. */
const fixtureServices = [
  {
    slug: 'revision',
    file: 'content/servicios/revision.md',
    data: { title: 'Revisión', example: true, hidden: false, details: ['Uno', 'Dos'], faqs: [] },
  },
  {
    slug: 'oculto',
    file: 'content/servicios/oculto.md',
    data: { title: 'Oculto', example: true, hidden: true, details: ['Uno', 'Dos'], faqs: [] },
  },
  {
    slug: 'cirugia',
    file: 'content/servicios/cirugia.md',
    data: { title: 'Cirugía', example: false, hidden: false, details: ['Uno', 'Dos'], faqs: [] },
  },
];

/**
 * The build-time gate on the practice's data files, as `next build` runs it from the root layout,
 * over a practice of the test's own (checks/e2e/fixtures/otra-practica: example values, example
 * testimonials, no COFEPRIS notice) and the services above.
 */
describe('assertPracticeContent', () => {
  const originalEnv = process.env;

  beforeEach(() => {
    jest.resetModules();
    process.env = { ...originalEnv, FACTS_DIR: SECOND_PRACTICE_DIR };
    jest.doMock('../facts/load-services', () => ({ serviceFiles: fixtureServices }));
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('practice-content-checked')];
  });

  afterAll(() => {
    process.env = originalEnv;
  });

  it('warns once, listing every example value, example testimonial and the missing COFEPRIS notice', async () => {
    Object.assign(process.env, { NODE_ENV: 'production' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { assertPracticeContent } = await import('../check-practice');
    const { consultorio, testimonios } = await import('../facts/load');
    assertPracticeContent();
    assertPracticeContent();
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(consultorio.examples.length).toBeGreaterThan(0);
    for (const path of consultorio.examples)
      expect(message).toContain(`consultorio.yml: ${path} = `);
    expect(testimonios.testimonials.some((t) => t.example)).toBe(true);
    for (const item of testimonios.testimonials.filter((t) => t.example))
      expect(message).toContain(`"${item.name}" (ejemplo)`);
    expect(message).toContain('cofeprisNotice');
    warn.mockRestore();
  });

  it('fails with STRICT_CONTENT=1 while example values remain', async () => {
    process.env.STRICT_CONTENT = '1';
    const { assertPracticeContent } = await import('../check-practice');
    expect(() => assertPracticeContent()).toThrow(/STRICT_CONTENT=1/);
  });

  it('names the refused settings of the editor with the example data, in one refusal whoever meets it first', async () => {
    process.env.STRICT_CONTENT = '1';
    const { assertPracticeContent, pendingContent } = await import('../check-practice');
    const { SETTINGS_HEADING, STRICT_REFUSAL } = await import('../facts/build-problems.mjs');
    const setting =
      'DECAP_AUTH_URL no está definido: defínelo (p. ej. https://acceso.consultorio.mx)';
    let thrown: Error | undefined;
    try {
      assertPracticeContent([setting]);
    } catch (error) {
      thrown = error as Error;
    }
    const lines = thrown?.message.split('\n') ?? [];
    for (const line of pendingContent()) expect(lines).toContain(`  - ${line}`);
    expect(lines.slice(-3)).toEqual([STRICT_REFUSAL, SETTINGS_HEADING, `  - ${setting}`]);
    expect(() => assertPracticeContent()).toThrow(thrown);
  });

  it('refuses a wrong setting of the editor in any build, without the example data a plain build only warns of', async () => {
    Object.assign(process.env, { NODE_ENV: 'production' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { assertPracticeContent } = await import('../check-practice');
    const setting = "DECAP_AUTH_URL: 'http://acceso.consultorio.mx' debe empezar con https://";
    expect(() => assertPracticeContent([setting])).toThrow(
      new RegExp(`^[^\\n]+:\\n  - ${setting}$`),
    );
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('lists every published service page still marked as example, so STRICT_CONTENT=1 fails on them', async () => {
    const { pendingContent } = await import('../check-practice');
    const pending = pendingContent().join('\n');
    expect(pending).toContain('servicios/revision.md: "Revisión" (texto de ejemplo');
    expect(pending).not.toContain('oculto.md');
    expect(pending).not.toContain('cirugia.md');
  });

  it('lists example statistics, marked as a whole or one by one', async () => {
    const actual = jest.requireActual<typeof import('../facts/load')>('../facts/load');
    for (const [marked, listed] of [
      ['statistics', 'consultorio.yml: statistics = '],
      ['statistics[1]', 'consultorio.yml: statistics[1] = '],
    ] as const) {
      jest.resetModules();
      jest.doMock('../facts/load-services', () => ({ serviceFiles: fixtureServices }));
      jest.doMock('../facts/load', () => ({
        ...actual,
        consultorio: { ...actual.consultorio, examples: [marked] },
      }));
      const { pendingContent } = await import('../check-practice');
      expect(pendingContent().join('\n')).toContain(listed);
    }
  });

  it('lists a board certificate past its validity (the site calls it "vigente")', async () => {
    const { pendingContent } = await import('../check-practice');
    const { consultorio } = await import('../facts/load');
    const { validUntil } = consultorio.doctor.boardCertification;
    const dayAfter = new Date(`${validUntil}T12:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(pendingContent(new Date(`${validUntil}T12:00:00Z`)).join('\n')).not.toContain(
      'ya venció',
    );
    expect(pendingContent(dayAfter).join('\n')).toContain('doctor.boardCertification.validUntil');
  });

  it('reads bracketed paths', async () => {
    const { valueAt } = await import('../check-practice');
    expect(valueAt({ practices: [{ geo: { latitude: 1 } }] }, 'practices[0].geo.latitude')).toBe(1);
  });
});
