// Whether the editor's sign-in relay (publish/auth-relay/, DECAP_AUTH_URL) answers and hands a token to the
// site: its root answers 200 once it has its GitHub OAuth App (500 with the missing setting
// otherwise), and its handshake page, which /callback answers even without a sign-in in progress,
// lists the origins it trusts (publish/auth-relay/responses.ts, the "relay-data" block).

const LOOPBACK = ['127.0.0.1', 'localhost'];
const WAIT_MS = 15_000;

/**
 * The relay's origin, or the clause saying what is wrong with DECAP_AUTH_URL.
 * @param {string} value
 * @returns {{ origin: string } | { problem: string }}
 */
export function relayOrigin(value) {
  const expected =
    'debe ser solo el origen del servicio de inicio de sesión, p. ej. https://acceso.consultorio.mx';
  let url;
  try {
    url = new URL(value);
  } catch {
    return { problem: `DECAP_AUTH_URL vale "${value}", que no es una dirección web; ${expected}` };
  }
  if (url.pathname !== '/' || url.search || url.hash)
    return { problem: `DECAP_AUTH_URL vale "${value}", con una ruta; ${expected}` };
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.includes(url.hostname)))
    return { problem: `DECAP_AUTH_URL vale "${value}", sin https://; ${expected}` };
  return { origin: url.origin };
}

/** The origins a handshake page trusts. @param {string} html @returns {string[] | null} */
export function trustedOrigins(html) {
  const data = html.match(
    /<script type="application\/json" id="relay-data">([^<]*)<\/script>/,
  )?.[1];
  if (!data) return null;
  try {
    const origins = JSON.parse(data).origins;
    return Array.isArray(origins) ? origins.map(String) : null;
  } catch {
    return null;
  }
}

/** @param {string} url */
async function get(url) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(WAIT_MS) });
  return { status: response.status, text: await response.text() };
}

/**
 * What is wrong with the relay, one clause each (none: it answers and trusts `siteOrigin`).
 * @param {string} origin the relay's origin
 * @param {string | undefined} siteOrigin the site's origin, when known to be right
 * @param {string} where where DECAP_AUTH_URL is set
 * @returns {Promise<string[]>}
 */
export async function relayProblems(origin, siteOrigin, where) {
  let root;
  try {
    root = await get(`${origin}/`);
  } catch (error) {
    const code = /** @type {any} */ (error)?.cause?.code ?? /** @type {any} */ (error)?.name;
    return [
      `el servicio de inicio de sesión ${origin} (DECAP_AUTH_URL, ${where}) no responde (${code}); despliégalo (npm run setup o docs/sign-in.md) o corrige la dirección`,
    ];
  }
  if (root.status !== 200)
    return [
      `el servicio de inicio de sesión ${origin} (DECAP_AUTH_URL) responde ${root.status}: ${root.text.trim().slice(0, 160).replace(/\.$/, '')}; debe tener GITHUB_CLIENT_ID y GITHUB_CLIENT_SECRET de la OAuth App (npx wrangler secret put)`,
    ];
  if (!siteOrigin) return [];
  const handshake = await get(`${origin}/callback`).catch(() => null);
  const origins = handshake ? trustedOrigins(handshake.text) : null;
  if (!origins)
    return [
      `${origin} (DECAP_AUTH_URL) responde, pero no como el servicio de inicio de sesión de publish/auth-relay/; debe ser la dirección donde se desplegó publish/auth-relay/`,
    ];
  if (!origins.includes(siteOrigin))
    return [
      `el servicio de inicio de sesión ${origin} no entrega el acceso a ${siteOrigin} (confía en ${origins.join(', ')}); su siteUrl (content/consultorio.yml, al desplegarlo) o su ALLOWED_ORIGINS debe incluir ${siteOrigin}`,
    ];
  return [];
}
