import fc from 'fast-check';

/**
 * Text an attacker, or a careless paste, could put in a field: pieces of each kind below joined
 * with ordinary Spanish, random code points, and values of 10,000 characters.
 */
export const HOSTILE_PIECES = {
  html: [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '</p><p onclick="alert(1)">',
    '"><svg onload=alert(1)>',
    '<!-- comentario -->',
    '<a href="javascript:alert(1)">clic</a>',
    '&lt;script&gt;',
    '&#60;b&#62;',
    '</script><script>alert(1)</script>',
    "'; alert(1); '",
  ],
  links: [
    'javascript:alert(1)',
    '[clic](javascript:alert(1))',
    '<javascript:alert(1)>',
    '[x](data:text/html,<script>alert(1)</script>)',
    '[x](//evil.example/x)',
    '[x](/\\evil.example/x)',
    '[x](http://evil.example/)',
    '![foto](https://evil.example/x.png)',
    '<http://evil.example/>',
    'www.evil.example',
  ],
  workflow: [
    '::error::Falso',
    '\n::error title=Falso::publicado',
    '::warning file=x.yml::y',
    '\r\n::add-mask::secreto',
  ],
  bidi: ['\u202E', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200F', '\u061C'],
  zeroWidth: ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'],
  control: ['\u0000', '\u0007', '\u001B[31m', '\u0085'],
  markdown: [
    '**negrita**',
    '*cursiva*',
    '`código`',
    '~~tachado~~',
    '# título',
    '- punto',
    '1. uno',
    '\\*',
    'fin  \n',
  ],
  emoji: ['👁️', '👨‍⚕️', '🇲🇽', '😀', '🏥'],
  plain: ['Tepic', 'Ortiz & Asociados', 'presión < 21 mmHg', 'a<b', 'Peña Ñuñez', '5000+', '98%'],
} as const;

const piece = fc.oneof(
  ...Object.values(HOSTILE_PIECES).map((pieces) => fc.constantFrom(...pieces)),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** 10,000 characters: one piece repeated with words around it. */
const long = piece.map((one) =>
  `Texto ${one} `.repeat(Math.ceil(10_000 / (one.length + 7))).slice(0, 10_000),
);

export const hostileText = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.array(piece, { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join(' ')),
  },
  { weight: 1, arbitrary: long },
);

/** The seed of a run: HOSTILE_INPUT_SEED to replay one, else a new one. */
export function hostileTextSeed(): number {
  const given = process.env.HOSTILE_INPUT_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isInteger(seed)) throw new Error(`HOSTILE_INPUT_SEED is not an integer: ${given}`);
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
}
