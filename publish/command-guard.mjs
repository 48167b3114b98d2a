// @ts-check
// The output of a workflow's step, passed on to the runner without a workflow command in it.
// GitHub Actions reads any line whose first non-space characters are "::" as a command (an
// annotation the editor shows, a masked value, a stop of commands), and its runner ends a line at
// CR as well as LF. A step prints values someone typed (lib/printable.mjs keeps them on one line
// that starts elsewhere); whatever still reaches a line's start with "::" is marked here, so that the
// only commands of the step are those publish/report-step.mjs writes itself.

/** Put before a line that would start a workflow command: the runner then prints it as text. */
export const COMMAND_MARK = '[salida] ';

/**
 * A filter for a stream of text: `write` gives back what can be passed on at once (a line's start
 * is held only while it is blank or one ":"), `end` the rest.
 */
export function commandGuard() {
  /** The current line's first characters, held while they could still open a command. */
  let held = '';
  /** Whether the current line's start is decided (passed on): the rest of it passes as it comes. */
  let decided = false;
  /** @param {string} text */
  const write = (text) => {
    let out = '';
    for (const char of text) {
      if (char === '\n' || char === '\r') {
        out += held + char;
        held = '';
        decided = false;
      } else if (decided) out += char;
      else {
        held += char;
        if (/^\s*:?$/.test(held)) continue;
        out += /^\s*::$/.test(held) ? COMMAND_MARK + held : held;
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
 * Text with every line that would start a workflow command marked (a whole output at once).
 * @param {string} text
 */
export function guardCommands(text) {
  const guard = commandGuard();
  return guard.write(text) + guard.end();
}
