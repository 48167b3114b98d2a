/** The build-time gate on the practice's data files, as `next build` runs it from the root layout. */
describe('assertPracticeContent', () => {
  const originalEnv = process.env;

  beforeEach(() => {
    jest.resetModules();
    process.env = { ...originalEnv };
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
    for (const path of consultorio.examples) expect(message).toContain(`consultorio.yml: ${path} = `);
    for (const item of testimonios.testimonials.filter((t) => t.example)) expect(message).toContain(`"${item.name}" (ejemplo)`);
    expect(message).toContain('cofeprisNotice');
    warn.mockRestore();
  });

  it('fails with STRICT_CONTENT=1 while example values remain', async () => {
    process.env.STRICT_CONTENT = '1';
    const { assertPracticeContent } = await import('../check-practice');
    expect(() => assertPracticeContent()).toThrow(/STRICT_CONTENT=1/);
  });

  it('lists every service page still marked as example, so STRICT_CONTENT=1 fails on them', async () => {
    const { pendingContent } = await import('../check-practice');
    const { serviceFiles } = await import('../facts/load-services');
    const pending = pendingContent().join('\n');
    const examples = serviceFiles.filter((service) => service.data.example && !service.data.hidden);
    expect(examples.length).toBeGreaterThan(0);
    for (const service of examples) expect(pending).toContain(`servicios/${service.slug}.md: "${service.data.title}" (texto de ejemplo`);
  });

  it('lists every example statistic, so STRICT_CONTENT=1 fails while one remains', async () => {
    const { pendingContent } = await import('../check-practice');
    const { consultorio } = await import('../facts/load');
    const pending = pendingContent().join('\n');
    // Marked as a whole or one by one: either way each example figure is listed.
    expect(consultorio.statistics.length).toBeGreaterThan(0);
    if (consultorio.examples.includes('statistics')) expect(pending).toContain('statistics = ');
    else
      consultorio.statistics.forEach((_, index) => {
        expect(consultorio.examples).toContain(`statistics[${index}]`);
        expect(pending).toContain(`statistics[${index}] = `);
      });
  });

  it('lists a board certificate past its validity (the site calls it "vigente")', async () => {
    const { pendingContent } = await import('../check-practice');
    const { consultorio } = await import('../facts/load');
    const { validUntil } = consultorio.doctor.boardCertification;
    const dayAfter = new Date(`${validUntil}T12:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(pendingContent(new Date(`${validUntil}T12:00:00Z`)).join('\n')).not.toContain('ya venció');
    expect(pendingContent(dayAfter).join('\n')).toContain('doctor.boardCertification.validUntil');
  });

  it('reads bracketed paths', async () => {
    const { valueAt } = await import('../check-practice');
    expect(valueAt({ practices: [{ geo: { latitude: 1 } }] }, 'practices[0].geo.latitude')).toBe(1);
  });
});
