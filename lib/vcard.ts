import type { PracticeIdentity } from '@/content/types';

/** Escapes a vCard text value (RFC 6350 §3.4): backslash, comma, semicolon, newline. */
export function escapeVcard(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r?\n/g, '\\n');
}

const utf8Length = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);

/** Folds lines longer than 75 octets, as vCard requires, without splitting a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (bytes + size > 75) {
      out.push(current);
      current = ' ';
      bytes = 1;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** The words a card carries, in the language of the page it is saved from. */
export interface VcardWords {
  /** The doctor's title ("Cirujano Oftalmólogo"). */
  title: string;
  /** The country its addresses end with ("México"). */
  country: string;
  /** The site's home page in that language ("/", "/en/"). */
  home: string;
}

/** The practice as a vCard 4.0 contact: doctor, title, phones, e-mail, both addresses, site. */
export function practiceVcard(practice: PracticeIdentity, words: VcardWords): string {
  const { doctor } = practice;
  const e = escapeVcard;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    'KIND:individual',
    `FN:${e(doctor.name)}`,
    `TITLE:${e(words.title)}`,
    `ORG:${e(practice.brand)}`,
    `TEL;TYPE="voice,work";VALUE=uri:tel:${practice.phones.main}`,
    ...(practice.phones.second !== practice.phones.main
      ? [`TEL;TYPE="voice,work";VALUE=uri:tel:${practice.phones.second}`]
      : []),
    `EMAIL;TYPE=work:${practice.email}`,
    ...practice.practices.map(
      ({ name, address: a }) =>
        `ADR;TYPE=work;LABEL="${e(name).replace(/"/g, "'")}":;;${e(a.streetAddress)};${e(a.addressLocality)};${e(a.addressRegion)};${e(a.postalCode)};${e(words.country)}`,
    ),
    // The home page as its canonical link writes it (pages end in "/").
    `URL:${new URL(words.home, practice.siteUrl).href}`,
    'END:VCARD',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
