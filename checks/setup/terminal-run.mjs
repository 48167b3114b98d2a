// `npm run setup` answered in a pseudo-terminal (terminal.mjs) as a developer answers it: a wrong
// FTP password and a wrong token, each asked again in place with every other answer kept; the
// plain-FTP question, asked once, with its real cause; Esc back to the question before; the
// prompts in Spanish; doctor's verdict and the next step at the end. And Ctrl+C, which cancels.
import { KEYS, startInTerminal } from './terminal.mjs';

/** The library's English words, which must not show. */
const ENGLISH = /\bYes\b|to navigate|Enter: confirm|Canceled/;

/**
 * @param {{ args: string[], env: Record<string, string>, password: string, token: string }} run
 *   args: setup's flags but the password, the token, the folder and --yes
 * @returns {Promise<string[]>} the problems
 */
export async function setupInTerminal({ args, env, password, token }) {
  const terminal = startInTerminal(args, env);
  const problems = [];
  try {
    await terminal.waitFor(/◆ +Contraseña FTP/);
    terminal.type(`no-es-esta${KEYS.enter}`);
    await terminal.waitFor(/rechazó el usuario o la contraseña \(530[^\n]*Prueba otra respuesta/);
    await terminal.waitFor(/◆ +Usuario FTP\s+│ +sitio/);
    terminal.type(KEYS.enter);
    await terminal.waitFor(/◆ +Contraseña FTP/);
    terminal.type(`${password}${KEYS.enter}`);
    await terminal.waitFor(
      /no ofrece FTPS: a «AUTH TLS» respondió «5\d\d [^»]*»[^\n]*¿De verdad el hospedaje no ofrece FTPS ni SFTP\?/,
    );
    terminal.type(KEYS.enter);
    await terminal.waitFor(/◆ +Carpeta del sitio/);
    terminal.type(`/${KEYS.enter}`);
    await terminal.waitFor(/la cuenta del consultorio[\s\S]*◆ +Token de GitHub/);
    terminal.type(KEYS.esc);
    await terminal.waitFor(/◆ +Carpeta del sitio[^\n]*\s+│ +\//);
    terminal.type(KEYS.enter);
    await terminal.waitFor(/◆ +Token de GitHub/);
    terminal.type(`github_pat_equivocado${KEYS.enter}`);
    await terminal.waitFor(/GitHub rechazó el token[\s\S]*◆ +Token de GitHub/);
    terminal.type(`${token}${KEYS.enter}`);
    await terminal.waitFor(/◆ +¿Hacer estos cambios\?\s+│ +● Sí \/ ○ No/);
    terminal.type(KEYS.enter);
    await terminal.waitFor(/Todo listo para publicar\.[\s\S]*Siguiente: git add -A/);
    const code = await terminal.exited();
    if (code !== 0) problems.push(`setup terminó con ${code}`);
  } catch (error) {
    problems.push(/** @type {Error} */ (error).message);
    terminal.stop();
  }
  const screen = terminal.screen();
  if (ENGLISH.test(screen)) problems.push(`la terminal muestra inglés: ${screen.match(ENGLISH)}`);
  // Each question shows once active (◆) and once answered (◇): the active ones count.
  const plainQuestions = screen.match(/◆[^◆◇■]*¿De verdad el hospedaje no ofrece FTPS/g) ?? [];
  if (plainQuestions.length !== 1)
    problems.push(`la pregunta de FTP sin cifrar salió ${plainQuestions.length} veces`);
  return problems.length ? [...problems, `pantalla:\n${screen.slice(-6000)}`] : [];
}

/**
 * Ctrl+C at a question: setup stops, saying nothing changed.
 * @param {string[]} args
 * @param {Record<string, string>} env
 */
export async function cancelInTerminal(args, env) {
  const terminal = startInTerminal(args, env);
  try {
    await terminal.waitFor(/◆ +Contraseña FTP/);
    terminal.type(KEYS.ctrlC);
    const code = await terminal.exited();
    return code === 1 && /cancelado: no se cambió nada en el repositorio/.test(terminal.screen())
      ? []
      : [`código ${code}:\n${terminal.screen()}`];
  } catch (error) {
    terminal.stop();
    return [/** @type {Error} */ (error).message];
  }
}
