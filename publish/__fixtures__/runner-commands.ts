// A model of what GitHub's runner reads as workflow commands in a step's output (actions/runner,
// ActionCommand.TryParseV2 and TryParse), for the tests of publish/command-guard.mjs: lines end at
// CR or LF; "::name…::" at a line's start after its whitespace; "##[name…]" anywhere. The runner
// compares culture-aware, skipping characters without weight: the model drops them first, listed
// here on their own (not taken from the guard), so that a gap in the guard's list shows.

/** Controls (but tab), format characters and zero-width or joining characters. */
const WEIGHTLESS =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u034f\u061c\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufe00-\ufe0f\ufeff]/g;

/** Each command the runner would run from `output`: its line, as printed. */
export function runnerCommands(output: string): string[] {
  return output.split(/\r\n|\r|\n/).filter((line) => {
    const seen = line.replace(WEIGHTLESS, '');
    const trimmed = seen.replace(/^[\s\u0085]+/u, '');
    const modern = /^::[^\s:][^:]*::/.test(trimmed);
    const older = /##\[[^\s\]]+[^\]]*\]/.test(seen);
    return modern || older;
  });
}
