/**
 * The relay's pages. Every response is uncacheable and unframeable and sends no Referer (the
 * callback's URL carries the one-time code). The handshake page runs one fixed inline script,
 * allowed by its hash; what varies (the message, the trusted origins) travels in a JSON data block,
 * which is not a script and so needs no CSP source.
 */

const COMMON_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'X-Robots-Tag': 'noindex',
};

/**
 * Decap's side of the handshake (decap-cms-lib-auth, netlify-auth.js): the popup says
 * "authorizing:github" to its opener; the opener answers with the same words from its own origin;
 * the popup then sends the result to that origin. Here the first message goes to each trusted
 * origin by name (postMessage drops it when the opener's origin differs), never to '*', and the
 * result goes only to an answer that comes from the opener itself and from a trusted origin.
 */
export const HANDSHAKE_SCRIPT = `(() => {
  const data = JSON.parse(document.getElementById('relay-data').textContent);
  const opener = window.opener;
  if (!opener) {
    const hint = document.createElement('p');
    hint.textContent = 'Esta ventana funciona solo abierta desde el editor del sitio (/admin/).';
    document.querySelector('main').append(hint);
    return;
  }
  const handshake = 'authorizing:' + data.provider;
  const answer = (event) => {
    if (event.source !== opener || event.data !== handshake || !data.origins.includes(event.origin)) return;
    window.removeEventListener('message', answer);
    clearTimeout(unanswered);
    opener.postMessage(data.message, event.origin);
  };
  window.addEventListener('message', answer);
  const unanswered = setTimeout(() => {
    document.getElementById('status').textContent = 'No se entregó el acceso: esta ventana no se abrió desde el editor del sitio. Ciérrala y vuelve a intentarlo desde /admin/.';
  }, 3000);
  for (const origin of data.origins) opener.postMessage(handshake, origin);
})();`;

const PAGE_STYLE =
  'body{font:1rem/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}';

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  );
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

let policy: Promise<string> | undefined;

/** The handshake page's Content-Security-Policy: nothing but its own script and style, by hash. */
export function handshakePolicy(): Promise<string> {
  policy ??= Promise.all([sha256Source(HANDSHAKE_SCRIPT), sha256Source(PAGE_STYLE)]).then(
    ([script, style]) =>
      `default-src 'none'; script-src ${script}; style-src ${style}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  return policy;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** JSON safe inside <script type="application/json">: no "</script>", no "<!--". */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

function page(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>${extraHead}
</head>
<body>
${body}
</body>
</html>
`;
}

export type Outcome = { token: string } | { error: string };

/**
 * The page /callback answers with: it hands Decap the token, or the reason there is none, in
 * Decap's words (`authorization:github:success:{"token":…,"provider":"github"}` or
 * `authorization:github:error:{"message":…}`; Decap shows the message on its sign-in screen).
 */
export async function handshakeResponse(
  outcome: Outcome,
  origins: readonly string[],
  status = 200,
): Promise<Response> {
  const provider = 'github';
  const message =
    'token' in outcome
      ? `authorization:${provider}:success:${JSON.stringify({ token: outcome.token, provider })}`
      : `authorization:${provider}:error:${JSON.stringify({ message: outcome.error })}`;
  const shown =
    'token' in outcome
      ? 'Sesión iniciada en GitHub: entregando el acceso al editor…'
      : `No se pudo iniciar sesión: ${outcome.error}`;
  const html = page(
    'Inicio de sesión del editor',
    `<main>
<h1>Inicio de sesión del editor</h1>
<p id="status" role="status">${escapeHtml(shown)}</p>
</main>
<script type="application/json" id="relay-data">${jsonForHtml({ provider, origins, message })}</script>
<script>${HANDSHAKE_SCRIPT}</script>`,
  );
  return new Response(html, {
    status,
    headers: {
      ...COMMON_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': await handshakePolicy(),
    },
  });
}

/** A plain page for everything that is not a handshake (wrong address, missing settings). */
export function textResponse(status: number, text: string): Response {
  return new Response(`${text}\n`, {
    status,
    headers: {
      ...COMMON_HEADERS,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    },
  });
}

export function redirectResponse(location: string, cookie: string): Response {
  return new Response(null, {
    status: 302,
    headers: { ...COMMON_HEADERS, Location: location, 'Set-Cookie': cookie },
  });
}
