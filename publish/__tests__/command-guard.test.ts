import fc from 'fast-check';
import { COMMAND_MARK, commandGuard, guardCommands } from '../command-guard.mjs';
import { runnerCommands as commands } from '../__fixtures__/runner-commands';

/** `text` through one guard, cut into chunks at `cuts` (offsets, in any order). */
function guardedInChunks(text: string, cuts: number[]): string {
  const guard = commandGuard();
  const points = [...new Set([0, ...cuts.map((cut) => cut % (text.length + 1)), text.length])];
  points.sort((a, b) => a - b);
  let out = '';
  for (let index = 1; index < points.length; index += 1)
    out += guard.write(text.slice(points[index - 1], points[index]));
  return out + guard.end();
}

describe('commandGuard', () => {
  it('marks every line that would start a workflow command, and only those', () => {
    const output = [
      '::error title=Falso::el sitio está bien',
      '  ::warning::sangrado',
      'texto con :: en medio',
      ':una sola',
      '\t::add-mask::x',
      'línea normal',
    ].join('\n');
    const guarded = guardCommands(`${output}\r::notice::tras CR\r\n::debug::tras CRLF`);
    expect(commands(guarded)).toEqual([]);
    expect(guarded.split(/\r\n|\r|\n/)).toEqual([
      `${COMMAND_MARK}::error title=Falso::el sitio está bien`,
      `${COMMAND_MARK}  ::warning::sangrado`,
      'texto con :: en medio',
      ':una sola',
      `${COMMAND_MARK}\t::add-mask::x`,
      'línea normal',
      `${COMMAND_MARK}::notice::tras CR`,
      `${COMMAND_MARK}::debug::tras CRLF`,
    ]);
  });

  it('holds a line start cut between chunks until it is decided, and passes the rest at once', () => {
    const guard = commandGuard();
    expect(guard.write('progreso 10%\n ')).toBe('progreso 10%\n');
    expect(guard.write(':')).toBe('');
    expect(guard.write(':error::x\n')).toBe(`${COMMAND_MARK} ::error::x\n`);
    expect(guard.write('a medias')).toBe('a medias');
    expect(guard.write(' y más\n:')).toBe(' y más\n');
    expect(guard.write('x')).toBe(':x');
    expect(guard.write('\n  ')).toBe('\n');
    expect(guard.end()).toBe('  ');
  });

  it('breaks the older "##[" form anywhere in a line, across chunks and after CR', () => {
    const output = [
      '- consultorio.yml: código postal: "##[error title=Falso]todo bien"',
      'a\r##[warning]tras CR',
      '###[add-mask]x',
      '# [no es]',
    ].join('\n');
    expect(commands(output)).toHaveLength(3);
    const guarded = guardCommands(output);
    expect(commands(guarded)).toEqual([]);
    expect(guarded).toContain('"## [error title=Falso]todo bien"');
    expect(guarded).toContain('\r## [warning]tras CR');
    expect(guarded).toContain('### [add-mask]x');
    expect(guarded).toContain('# [no es]');
    const guard = commandGuard();
    expect(guard.write('texto #') + guard.write('#') + guard.write('[error]x\n')).toBe(
      'texto ## [error]x\n',
    );
  });

  it('reads "::" and "##[" with the characters the runner skips between or before them', () => {
    const output = [
      ':\u200b:error::partido',
      '\u00ad::warning::con guion suave',
      '\u00a0\u3000::notice::con espacios de otros alfabetos',
      'x #\u200b#\u2060[error]oculto',
      'x #\u0000#[error]con nulo',
    ].join('\n');
    expect(commands(output)).toHaveLength(5);
    expect(commands(guardCommands(output))).toEqual([]);
  });

  it('leaves no command the runner reads, however the output is cut into chunks', () => {
    const pieces = [
      ':',
      '::',
      '#',
      '##',
      '[',
      'error',
      ']',
      ' ',
      '\t',
      '\r',
      '\n',
      '\u200b',
      '\u00ad',
      '\u0000',
    ];
    const output = fc
      .array(fc.constantFrom(...pieces), { maxLength: 24 })
      .map((chosen) => chosen.join(''));
    fc.assert(
      fc.property(output, fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
        const whole = guardCommands(text);
        expect(commands(whole)).toEqual([]);
        expect(guardedInChunks(text, cuts)).toBe(whole);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves an output without commands byte for byte', () => {
    const text = "Compilando…\n✓ listo\r\n  - consultorio.yml: ciudad: 'Tepic'\n";
    expect(guardCommands(text)).toBe(text);
  });
});
