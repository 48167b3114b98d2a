/** The build-time gate on content/practice.ts, as `next build` runs it from the root layout. */
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

  it('warns once, listing every example value, in a production build', async () => {
    Object.assign(process.env, { NODE_ENV: 'production' });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { assertPracticeContent } = await import('../check-practice');
    const { EXAMPLE_FIELDS } = await import('../practice');
    assertPracticeContent();
    assertPracticeContent();
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    for (const path of EXAMPLE_FIELDS) expect(message).toContain(`${path} = `);
    warn.mockRestore();
  });

  it('fails with STRICT_CONTENT=1 while example values remain', async () => {
    process.env.STRICT_CONTENT = '1';
    const { assertPracticeContent } = await import('../check-practice');
    expect(() => assertPracticeContent()).toThrow(/STRICT_CONTENT=1/);
  });

  it('fails on a malformed phone, naming the field', async () => {
    jest.doMock('../practice', () => {
      const actual = jest.requireActual('../practice');
      return { ...actual, practice: { ...actual.practice, phones: { ...actual.practice.phones, main: '555-0147' } } };
    });
    const { assertPracticeContent } = await import('../check-practice');
    expect(() => assertPracticeContent()).toThrow(/phones\.main: "555-0147"/);
  });
});
