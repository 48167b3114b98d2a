import { handshakeResponse, redirectResponse, textResponse } from './responses.ts';
import { isGitHubScope } from '../../lib/github-scope.ts';
import {
  notConfigured,
  readSettings,
  secureOrigin,
  SettingsError,
  type RelayEnv,
  type RelaySettings,
} from './settings.ts';
import {
  clearedStateCookie,
  constantTimeEqual,
  randomState,
  readCookie,
  stateCookie,
  stateCookieName,
} from './state.ts';

/** A standard fetch handler: the same function serves the Worker (worker.ts) and Node (node.ts). */
export type FetchHandler = (request: Request, env: RelayEnv) => Promise<Response>;

/**
 * The OAuth relay for Decap's GitHub backend (its `base_url`). Two addresses:
 * - /auth?provider=github&scope=… (opened by Decap in a popup): sends the browser to GitHub's
 *   authorize page with a fresh `state`, remembered in a cookie;
 * - /callback?code=…&state=… (where GitHub sends it back): checks the state, trades the code for a
 *   token with the client secret, and hands the token to the editor's window (responses.ts).
 * It redirects only to GITHUB_URL's authorize page, whatever the request asks.
 */
export function createHandler(siteOrigin: string): FetchHandler {
  return async (request, env) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return textResponse(405, 'Método no permitido.');
    let settings: RelaySettings;
    try {
      settings = readSettings(env, siteOrigin);
      // Where the relay is reached (the Worker's address, or Node's AUTH_PUBLIC_URL or Host) follows
      // the rule of every origin it deals with: over http:// its state cookie could not be Secure.
      secureOrigin(url.origin, 'la dirección del servicio');
    } catch (error) {
      if (!(error instanceof SettingsError)) throw error;
      // Said in the log too (`wrangler tail`, journalctl), where whoever set the relay up looks.
      console.error(notConfigured(error));
      return textResponse(500, notConfigured(error));
    }
    const secure = url.protocol === 'https:';
    if (url.pathname === '/auth') return authorize(url, settings, secure);
    if (url.pathname === '/callback') return callback(url, request, settings, secure);
    if (url.pathname === '/')
      return textResponse(
        200,
        'Servicio de inicio de sesión del editor del sitio (Decap CMS con GitHub).',
      );
    return textResponse(404, 'Esta dirección no existe.');
  };
}

function authorize(url: URL, settings: RelaySettings, secure: boolean): Response {
  const provider = url.searchParams.get('provider');
  if (provider !== 'github')
    return textResponse(400, 'Este servicio solo inicia sesión con GitHub (provider=github).');
  const scope = url.searchParams.get('scope');
  if (!isGitHubScope(scope))
    return textResponse(
      400,
      'Permiso pedido desconocido: se acepta scope=public_repo o scope=repo.',
    );
  const state = randomState();
  // No redirect_uri: GitHub then returns to the callback URL registered in the OAuth app, never to one from this request.
  const target = new URL('/login/oauth/authorize', settings.githubUrl);
  target.search = new URLSearchParams({ client_id: settings.clientId, scope, state }).toString();
  return redirectResponse(target.href, stateCookie(state, secure));
}

async function callback(
  url: URL,
  request: Request,
  settings: RelaySettings,
  secure: boolean,
): Promise<Response> {
  const refuse = async (error: string, status: number) => {
    const response = await handshakeResponse({ error }, settings.allowedOrigins, status);
    response.headers.append('Set-Cookie', clearedStateCookie(secure));
    return response;
  };
  const expected = readCookie(request.headers.get('Cookie'), stateCookieName(secure));
  const state = url.searchParams.get('state');
  if (!expected)
    return refuse(
      'la sesión de inicio expiró o no empezó en este navegador; vuelve a intentarlo desde el editor.',
      400,
    );
  if (!state || !constantTimeEqual(state, expected))
    return refuse(
      'la respuesta de GitHub no corresponde a este inicio de sesión (state distinto).',
      400,
    );

  const denied = url.searchParams.get('error');
  // GitHub's own error code (access_denied when the user said no); only its letters are shown.
  if (denied)
    return refuse(`GitHub no dio acceso (${denied.replace(/[^a-z_]/gi, '').slice(0, 60)}).`, 403);
  const code = url.searchParams.get('code');
  if (!code) return refuse('GitHub no envió el código de acceso.', 400);

  let answer: { access_token?: unknown; error?: unknown; error_description?: unknown };
  try {
    const exchange = await fetch(new URL('/login/oauth/access_token', settings.githubUrl), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'User-Agent': 'decap-auth-relay',
      },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
      }),
    });
    if (!exchange.ok) return refuse(`GitHub respondió ${exchange.status} al pedir el token.`, 502);
    answer = await exchange.json();
  } catch {
    return refuse('no se pudo consultar a GitHub para obtener el token.', 502);
  }
  // GitHub answers a bad or used code with 200 and { error, error_description }.
  if (typeof answer.access_token !== 'string' || !answer.access_token) {
    const reason = typeof answer.error === 'string' ? answer.error : 'sin token';
    return refuse(`GitHub no entregó el token (${reason}).`, 502);
  }
  const response = await handshakeResponse({ token: answer.access_token }, settings.allowedOrigins);
  response.headers.append('Set-Cookie', clearedStateCookie(secure));
  return response;
}
