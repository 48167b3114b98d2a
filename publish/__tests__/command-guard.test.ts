import { COMMAND_MARK, commandGuard, guardCommands } from '../command-guard.mjs';

/** The lines GitHub's runner reads as workflow commands (it ends a line at CR too). */
const commands = (text: string) => text.split(/\r\n|\r|\n/).filter((line) => /^\s*::/.test(line));

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

  it('leaves an output without commands byte for byte', () => {
    const text = "Compilando…\n✓ listo\r\n  - consultorio.yml: ciudad: 'Tepic'\n";
    expect(guardCommands(text)).toBe(text);
  });
});
