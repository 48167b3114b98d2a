import fc from 'fast-check';

/**
 * Requests a stranger, a scanner or a broken client could send the sign-in relay, as the bytes on
 * the wire: request lines whose target, method or version no URL or fetch Request can hold, Host
 * headers that are not a host, headers with control characters, bare CR or LF, NUL, non-ASCII and
 * random code points, and values of 4,000 characters. Each ends its header section with
 * `Connection: close` and carries no body and no framing header (Content-Length,
 * Transfer-Encoding): a server that reads it answers and closes, and a proxy never waits for more.
 */
export const HOSTILE_REQUEST_PIECES = {
  methods: ['GET', 'HEAD', 'POST', 'OPTIONS', 'TRACE', 'TRACK', 'PURGE', 'get', 'GeT', 'G\tET'],
  targets: [
    '//[',
    '//',
    '/%',
    '/%zz',
    '/%00',
    '/%E0%A4%A',
    '//evil.example/auth?provider=github&scope=repo',
    '/\\evil.example/',
    'http://evil.example/auth',
    'https://[',
    '*',
    '',
    '@evil.example',
    '/[::1]:8788',
    '/..%2f..%2fetc/passwd',
    '/auth?provider=github&scope=%ff%fe',
    '/auth?provider=github&scope=repo&scope=public_repo',
    '/callback?state=%&code=&&error=%3Cscript%3E',
    '/callback?error=access_denied&state=',
    '/ñ',
    '/#fragmento',
  ],
  versions: ['HTTP/1.1', 'HTTP/1.0', 'HTTP/0.9', 'HTTP/2.0', 'HTTP/1.10', 'http/1.1', ''],
  hosts: [
    'a b',
    '[',
    '[::1',
    '',
    ' ',
    'evil.example',
    'x/y',
    'a@b',
    'a?b',
    'a#b',
    'a\\b',
    '%',
    '127.0.0.1:99999',
    'ñ.example',
    'localhost.',
    ':80',
  ],
  names: ['Cookie', 'Host', 'X-Forwarded-Proto', 'X-Forwarded-Host', 'Expect', 'Bad Name', 'Ñ', ''],
  values: [
    '__Host-decap-oauth-state=abc',
    'decap-oauth-state=',
    '=;=;;',
    'https',
    '100-continue',
    '\u0000',
    '\r',
    '\n',
    '\r\n ',
    '\u00ff\u00fe',
    '\u202e',
    '👁️',
  ],
  lineBreaks: ['\r\n', '\n', '\r'],
} as const;

const { methods, targets, versions, hosts, names, values, lineBreaks } = HOSTILE_REQUEST_PIECES;

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...values) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(...values).map((one) => one.repeat(4000 / one.length)) },
);
const piece = <T extends string>(pieces: readonly T[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pieces) }, { weight: 1, arbitrary: text });

const header = fc.tuple(piece(names), text).map(([name, value]) => `${name}: ${value}`);
const hostLine = fc.option(
  piece(hosts).map((host) => `Host: ${host}`),
  { nil: undefined },
);

/** One hostile request, as text (sent as UTF-8). */
export const hostileRequest = fc
  .record({
    line: fc.tuple(piece(methods), piece(targets), piece(versions)).map((parts) => parts.join(' ')),
    host: hostLine,
    headers: fc.array(header, { maxLength: 4 }),
    lineBreak: fc.constantFrom(...lineBreaks),
  })
  .map(
    ({ line, host, headers, lineBreak }) =>
      [line, ...(host === undefined ? [] : [host]), ...headers].join(lineBreak) +
      '\r\nConnection: close\r\n\r\n',
  );

/** The requests every run sends: the two that ended the relay, and one of each kind above. */
export const KNOWN_HOSTILE_REQUESTS = [
  'GET //[ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n',
  'GET http://evil.example/auth?provider=github&scope=repo HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
  'GET //evil.example/auth?provider=github&scope=repo HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
  'TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
  'GET / HTTP/1.0\r\nConnection: close\r\n\r\n',
  'GET /callback?state=%&code=%zz HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \u00ff=\u00fe\r\nConnection: close\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Bad: a\u0000b\r\nConnection: close\r\n\r\n',
  'GET /\u00f1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
];

/** The seed of a run: RELAY_REQUEST_SEED to replay one, else a new one. */
export function hostileRequestSeed(): number {
  const given = process.env.RELAY_REQUEST_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isInteger(seed)) throw new Error(`RELAY_REQUEST_SEED is not an integer: ${given}`);
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
}
