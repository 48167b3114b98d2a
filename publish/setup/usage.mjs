// What `npm run setup -- --help` prints: how to run it, each flag and the variable it stands for
// (the list is options.mjs's FLAGS), and the secrets that come from the environment alone.
import { FLAGS, SECRET_VARIABLES, SETTING_SWITCHES } from './options.mjs';

/** The switches that are no setting, each in a few words. */
const SWITCH_TEXTS = {
  '--yes': 'no pregunta nada: cada respuesta viene de una opción o del entorno',
  '--print': 'no toca el repositorio: escribe los valores y los clics para ponerlos a mano',
  '--show-secrets': 'con --print, muestra también los secretos (sin ella se ocultan)',
  '--help': 'esta ayuda',
};

export function usageText() {
  const settings = Object.entries({ ...FLAGS, ...SETTING_SWITCHES }).filter(
    ([, name]) => !SECRET_VARIABLES.includes(name),
  );
  const width = Math.max(...[...settings, ...Object.entries(SWITCH_TEXTS)].map(([f]) => f.length));
  return [
    'Uso: npm run setup [-- opciones]',
    '',
    'Pregunta dónde se publica el sitio y cada dato de ese camino, prueba cada respuesta al',
    'recibirla, dice qué cambiará en el repositorio de GitHub, lo cambia al confirmarlo y termina',
    'con la revisión de npm run doctor. Esc vuelve a la pregunta anterior; Ctrl+C cancela.',
    '',
    'Opciones sin valor:',
    ...Object.entries(SWITCH_TEXTS).map(([flag, text]) => `  ${flag.padEnd(width)}  ${text}`),
    '',
    'Cada respuesta, como opción o como variable de entorno (la opción gana):',
    ...settings.map(([flag, name]) => `  ${flag.padEnd(width)}  ${name}`),
    '',
    `Los secretos solo como variable de entorno o escritos cuando setup los pide (una opción los`,
    `dejaría a la vista de ps y del historial): ${SECRET_VARIABLES.join(', ')}.`,
    'docs/going-live.md explica cada camino.',
  ].join('\n');
}
