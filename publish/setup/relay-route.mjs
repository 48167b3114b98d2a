// The editor's sign-in: a relay given by its address is checked; otherwise publish/auth-relay/ is deployed
// as a Cloudflare Worker with wrangler (docs/sign-in.md), its GitHub OAuth App's ID and secret put
// as the Worker's secrets, and then checked: it answers, and it hands the token to the site.
import { SetupError } from './problem.mjs';
import { tryAnswers } from './try-answers.mjs';
import { relayOrigin, relayProblems } from './relay-check.mjs';
import { loginWrangler, runWrangler, wranglerFailure, wranglerLoggedIn } from './wrangler.mjs';

/** The answers the relay's check rests on: asked again when it fails. */
const RELAY_ANSWERS = ['DECAP_AUTH_URL', 'SETUP_RELAY', 'GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'];

export const OAUTH_APP_PAGE = 'https://github.com/settings/applications/new';
export const CLOUDFLARE_SIGN_UP = 'https://dash.cloudflare.com/sign-up';

/**
 * @typedef {object} WranglerParts stand-ins in tests
 * @property {import('./wrangler.mjs').WranglerRunner} run
 * @property {() => boolean} login
 */

/**
 * Runs wrangler until it works: without a login it runs `wrangler login` (in a terminal) and
 * tries again; any other failure is said with its fix, and in a terminal tried again once the
 * developer says it is fixed.
 * @param {import('./prompter.mjs').Prompter} ask
 * @param {WranglerParts} wrangler
 * @param {string[]} args
 * @param {string} [input]
 */
async function wranglerUntilDone(ask, wrangler, args, input) {
  for (;;) {
    const run = wrangler.run(args, input);
    if (run.status === 0) return run.output;
    const failure = wranglerFailure(args, run);
    if (!ask.interactive) throw new SetupError(failure.clause);
    if (failure.kind === 'login') {
      ask.step('wrangler abre el navegador para iniciar sesión en Cloudflare');
      if (!wrangler.login()) throw new SetupError(failure.clause);
      continue;
    }
    ask.warn(failure.clause);
    const again = await ask.ask('SETUP_WRANGLER_AGAIN', {
      message: '¿Volver a intentarlo?',
      options: [
        { value: 'yes', label: 'Sí: ya lo corregí' },
        { value: 'no', label: 'No: terminar aquí' },
      ],
    });
    delete ask.values.SETUP_WRANGLER_AGAIN;
    if (again !== 'yes') throw new SetupError(failure.clause);
  }
}

/**
 * Deploys publish/auth-relay/ and returns its address (the workers.dev one wrangler prints),
 * signing wrangler in first when it has no login; then shows the OAuth App's two addresses before
 * asking for its keys, and puts them into the Worker.
 * @param {import('./prompter.mjs').Prompter} ask
 * @param {string | undefined} siteUrl
 * @param {WranglerParts} [wrangler]
 */
export async function deployRelay(
  ask,
  siteUrl,
  wrangler = { run: runWrangler, login: loginWrangler },
) {
  ask.note(
    [
      `Hace falta una cuenta de Cloudflare (gratis): ${CLOUDFLARE_SIGN_UP}`,
      'Si wrangler aún no ha iniciado sesión en ella, setup abre su inicio de sesión en el navegador.',
    ].join('\n'),
    'Servicio de inicio de sesión del editor',
  );
  if (ask.interactive && !wranglerLoggedIn(wrangler.run)) {
    ask.step('wrangler abre el navegador para iniciar sesión en Cloudflare');
    if (!wrangler.login())
      throw new SetupError('npx wrangler login no terminó; vuelve a correr npm run setup');
  }
  const output = await wranglerUntilDone(ask, wrangler, ['deploy']);
  const url = output.match(/https:\/\/[a-z0-9.-]+\.workers\.dev/)?.[0];
  if (!url)
    throw new SetupError(
      'wrangler deploy no dijo la dirección del servicio (*.workers.dev); pásala con --auth-url',
    );
  ask.step(`servicio de inicio de sesión desplegado en ${url}`);
  ask.note(
    [
      `Créala en ${OAUTH_APP_PAGE} con la cuenta (o la organización) dueña del repositorio:`,
      'GitHub muestra ese nombre al consultorio cuando autoriza el editor, y la app sigue con el',
      'repositorio aunque cambie quien lo mantiene.',
      `  Homepage URL: ${siteUrl ?? 'la dirección del sitio'}`,
      `  Authorization callback URL: ${url}/callback`,
      'Después: «Generate a new client secret», y copia aquí el Client ID y el secreto.',
    ].join('\n'),
    'OAuth App de GitHub',
  );
  const clientId = await ask.ask('GITHUB_CLIENT_ID', { message: 'Client ID de la OAuth App' });
  const clientSecret = await ask.ask('GITHUB_CLIENT_SECRET', {
    message: 'Client secret de la OAuth App',
    secret: true,
  });
  await wranglerUntilDone(ask, wrangler, ['secret', 'put', 'GITHUB_CLIENT_ID'], clientId);
  await wranglerUntilDone(ask, wrangler, ['secret', 'put', 'GITHUB_CLIENT_SECRET'], clientSecret);
  return url;
}

/**
 * @param {import('./prompter.mjs').Prompter} ask
 * @param {{ siteUrl?: string, siteOrigin?: string }} site
 * @returns {Promise<string>} DECAP_AUTH_URL
 */
export async function relayRoute(ask, site) {
  return tryAnswers(ask, RELAY_ANSWERS, async () => {
    const values = ask.values;
    if (!values.DECAP_AUTH_URL) {
      const how = await ask.ask('SETUP_RELAY', {
        message: 'Inicio de sesión del editor',
        initial: 'cloudflare',
        options: [
          {
            value: 'cloudflare',
            label: 'Desplegar el servicio en Cloudflare (gratis)',
            hint: 'wrangler',
          },
          { value: 'given', label: 'Ya tengo uno: escribir su dirección' },
        ],
      });
      if (how === 'cloudflare') values.DECAP_AUTH_URL = await deployRelay(ask, site.siteUrl);
      else
        await ask.ask('DECAP_AUTH_URL', {
          message: 'Dirección del servicio de inicio de sesión (https://…)',
        });
    }
    const relay = relayOrigin(/** @type {string} */ (values.DECAP_AUTH_URL));
    if ('problem' in relay) throw new SetupError(relay.problem);
    const problems = await relayProblems(
      relay.origin,
      site.siteOrigin,
      '--auth-url o DECAP_AUTH_URL',
    );
    if (problems.length > 0) throw new SetupError(problems.join('; '));
    ask.step(
      `servicio de inicio de sesión ${relay.origin}: responde${site.siteOrigin ? ` y entrega el acceso a ${site.siteOrigin}` : ''}`,
    );
    values.DECAP_AUTH_URL = relay.origin;
    return relay.origin;
  });
}
