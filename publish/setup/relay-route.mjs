// The editor's sign-in: a relay given by its address is checked; otherwise publish/auth-relay/ is deployed
// as a Cloudflare Worker with wrangler (docs/sign-in.md), its GitHub OAuth App's ID and secret put
// as the Worker's secrets, and then checked: it answers, and it hands the token to the site.
import { spawnSync } from 'node:child_process';
import { SetupError } from './problem.mjs';
import { tryAnswers } from './prompter.mjs';
import { relayOrigin, relayProblems } from './relay-check.mjs';

export const OAUTH_APP_PAGE = 'https://github.com/settings/applications/new';
export const CLOUDFLARE_SIGN_UP = 'https://dash.cloudflare.com/sign-up';
const WRANGLER = ['wrangler', '--config', 'publish/auth-relay/wrangler.toml'];

/** @param {string[]} args @param {string} [input] */
function wrangler(args, input) {
  const run = spawnSync(
    'npx',
    ['--no-install', ...WRANGLER.slice(0, 1), ...args, ...WRANGLER.slice(1)],
    {
      encoding: 'utf8',
      input,
      stdio: [input === undefined ? 'inherit' : 'pipe', 'pipe', 'inherit'],
    },
  );
  if (run.status !== 0)
    throw new SetupError(
      `wrangler ${args[0]} falló (${run.error?.message ?? `código ${run.status}`}); inicia sesión en Cloudflare con npx wrangler login y vuelve a intentarlo`,
    );
  return run.stdout;
}

/**
 * Deploys publish/auth-relay/ and returns its address (the workers.dev one wrangler prints).
 * @param {import('./prompter.mjs').Prompter} ask
 * @param {string | undefined} siteUrl
 */
async function deployRelay(ask, siteUrl) {
  ask.note(
    [
      `1. Cuenta de Cloudflare (gratis): ${CLOUDFLARE_SIGN_UP}`,
      '   y después, en esta terminal: npx wrangler login',
      `2. OAuth App de GitHub, con la cuenta de la práctica: ${OAUTH_APP_PAGE}`,
      `   Homepage URL: ${siteUrl ?? 'la dirección del sitio'}`,
      '   Authorization callback URL: la dirección del servicio + /callback',
      '   (p. ej. https://consultorio-auth-relay.<tu-cuenta>.workers.dev/callback; se puede corregir después)',
    ].join('\n'),
    'Cuentas para el inicio de sesión del editor',
  );
  const output = wrangler(['deploy']);
  const url = output.match(/https:\/\/[a-z0-9.-]+\.workers\.dev/)?.[0];
  if (!url)
    throw new SetupError(
      'wrangler deploy no dijo la dirección del servicio (*.workers.dev); pásala con --auth-url',
    );
  ask.step(`servicio de inicio de sesión desplegado en ${url}`);
  const clientId = await ask.ask('GITHUB_CLIENT_ID', { message: 'Client ID de la OAuth App' });
  const clientSecret = await ask.ask('GITHUB_CLIENT_SECRET', {
    message: 'Client secret de la OAuth App',
    secret: true,
  });
  wrangler(['secret', 'put', 'GITHUB_CLIENT_ID'], clientId);
  wrangler(['secret', 'put', 'GITHUB_CLIENT_SECRET'], clientSecret);
  ask.note(`Authorization callback URL de la OAuth App: ${url}/callback`, 'Compruébalo en GitHub');
  return url;
}

/**
 * @param {import('./prompter.mjs').Prompter} ask
 * @param {{ siteUrl?: string, siteOrigin?: string }} site
 * @returns {Promise<string>} DECAP_AUTH_URL
 */
export async function relayRoute(ask, site) {
  return tryAnswers(ask, ['DECAP_AUTH_URL', 'SETUP_RELAY'], async () => {
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
