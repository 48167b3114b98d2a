import { escapeUnseen, printable } from '../printable.mjs';

/** A line GitHub's runner reads as a workflow command (it splits at CR too). */
const opensCommand = (text: string) => text.split(/\r\n|\r|\n/).some((line) => /^\s*::/.test(line));

describe('printable', () => {
  it('quotes a plain value as it is', () => {
    expect(printable('Tepic')).toBe('"Tepic"');
    expect(printable('25:00')).toBe('"25:00"');
    expect(printable(42)).toBe('"42"');
  });

  it('keeps every value on one line that no workflow command can start', () => {
    for (const value of [
      '::error title=Falso::el sitio está bien',
      'Tepic\n::error title=x::y',
      'Tepic\r::warning::y',
      'a\r\n::add-mask::secreto',
      '  ::stop-commands::fin',
      '\u2028::error::x',
      '\u0085::error::x',
    ]) {
      const shown = printable(value);
      expect({ value, shown, lines: shown.split(/\r\n|\r|\n|\u2028|\u0085/).length }).toEqual({
        value,
        shown,
        lines: 1,
      });
      expect(opensCommand(`campo: ${shown}`)).toBe(false);
      expect(opensCommand(shown)).toBe(false);
    }
  });

  it('shows control and invisible characters as escapes, and quotes and backslashes escaped', () => {
    expect(printable('a\tb\u0000c')).toBe('"a\\tb\\u0000c"');
    expect(printable('abc\u202edef')).toBe('"abc\\u202edef"');
    expect(printable('a\u200bb\ufeff')).toBe('"a\\u200bb\\ufeff"');
    expect(printable('dice "hola" \\ adiós')).toBe('"dice \\"hola\\" \\\\ adiós"');
    expect(printable('ojo 👁️ ñ')).toBe('"ojo 👁️ ñ"');
  });

  it("quotes with ' when asked, escaping that quote instead", () => {
    expect(printable('25:00', "'")).toBe("'25:00'");
    expect(printable(`d'Artagnan "el" \\ x`, "'")).toBe(`'d\\'Artagnan "el" \\\\ x'`);
    expect(printable('a\n::error::b', "'")).toBe("'a\\n::error::b'");
  });
});

describe('escapeUnseen', () => {
  it('keeps a line of ours on one line, its visible text as it is', () => {
    expect(escapeUnseen('consultorio.yml: ciudad: Tepic\n::error::x')).toBe(
      'consultorio.yml: ciudad: Tepic\\n::error::x',
    );
    expect(escapeUnseen('"Tepic" \\ ñ\r\u2029')).toBe('"Tepic" \\ ñ\\r\\u2029');
  });
});
