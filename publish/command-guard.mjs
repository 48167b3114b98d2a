// @ts-check
// The output of a workflow's step, passed on to the runner without a workflow command in it.
// GitHub's runner (actions/runner, ActionCommand) reads two forms in each line, and ends a line at CR
// as well as LF:
// - "::name …::" when the line, without its leading whitespace, starts with "::";
// - "##[name …]" anywhere in the line (the older form).
// Either can be an annotation the editor shows, a masked value or a stop of commands. The runner
// compares with .NET's culture-aware string comparison, which skips characters that carry no
// weight (controls, format characters such as U+200B or U+00AD), so ":\u200b:" or "#\u00ad#[" read
// as "::" and "##[" there. A step prints values someone typed (lib/printable.mjs keeps them on one
// line that starts elsewhere); whatever would still open a command is changed here, so that the only
// commands of the step are those publish/report-step.mjs writes itself: a line that would start
// with "::" gets COMMAND_MARK before it, and a space goes between "##" and "[".

/** Put before a line that would start a workflow command: the runner then prints it as text. */
export const COMMAND_MARK = '[salida] ';

/**
 * Characters a culture-aware comparison may skip: controls, format characters, default-ignorable
 * code points, and non-spacing marks (taken as skipped too: at worst a space goes where none was
 * needed).
 */
const SKIPPED = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Mn}\p{Me}]/u;
/** What the runner's TrimStart removes (.NET's char.IsWhiteSpace: JavaScript's \s and U+0085). */
const BLANK = /[\s\u0085]/u;

/** A line's start still undecided: blanks and skipped characters, then at most one ":". */
const UNDECIDED = new RegExp(
  `^(?:${BLANK.source}|${SKIPPED.source})*(?::${SKIPPED.source}*)?$`,
  'u',
);
/** A line's start the runner reads as "::". */
const COMMAND_START = new RegExp(
  `^(?:${BLANK.source}|${SKIPPED.source})*:${SKIPPED.source}*:`,
  'u',
);

/**
 * A filter for a stream of text: `write` gives back what can be passed on at once (a line's start
 * is held only while it is blank or one ":"), `end` the rest.
 */
export function commandGuard() {
  /** The current line's first characters, held while they could still open a command. */
  let held = '';
  /** Whether the current line's start is decided (passed on): the rest of it passes as it comes. */
  let decided = false;
  /** How many "#" were just written, skipped characters between them not counted. */
  let hashes = 0;
  /** @param {string} char one character, as passed on: a "[" after "##" gets a space before it */
  const piece = (char) => {
    const text = char === '[' && hashes >= 2 ? ' [' : char;
    if (char === '#') hashes += 1;
    else if (!SKIPPED.test(char)) hashes = 0;
    return text;
  };
  /** @param {string} text */
  const write = (text) => {
    let out = '';
    for (const char of text) {
      if (char === '\n' || char === '\r') {
        out += held + char;
        held = '';
        decided = false;
        hashes = 0;
      } else if (decided) out += piece(char);
      else {
        held += piece(char);
        if (UNDECIDED.test(held)) continue;
        out += COMMAND_START.test(held) ? COMMAND_MARK + held : held;
        held = '';
        decided = true;
      }
    }
    return out;
  };
  const end = () => {
    const rest = held;
    held = '';
    return rest;
  };
  return { write, end };
}

/**
 * Text with every workflow command the runner would read in it made text (a whole output at once).
 * @param {string} text
 */
export function guardCommands(text) {
  const guard = commandGuard();
  return guard.write(text) + guard.end();
}
