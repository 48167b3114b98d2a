/**
 * How a phone number is written for reading: pure formatting, no links. Content may import this
 * (the copy names the phones); the links themselves are contact-links.ts's.
 */

import type { Locale } from './locale';

/** Human-readable Mexican number: "+52 311 555 0147" → "311 555 0147". */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('52') && digits.length === 12 ? digits.slice(2) : digits;
  return national.length === 10
    ? `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`
    : phone;
}

/**
 * A phone as a page in `locale` writes it: as a Mexican dials it on the Spanish pages, and with
 * Mexico's country code on the English ones, which foreign patients read and dial from a phone
 * of another country: "+52 311 555 0147".
 */
export function formatPhoneIn(phone: string, locale: Locale): string {
  const national = formatPhone(phone);
  const mexican = phone.replace(/\D/g, '').startsWith('52') && national !== phone;
  return locale === 'en' && mexican ? `+52 ${national}` : national;
}
