/**
 * How a phone number is written for reading: pure formatting, no links. Content may import this
 * (the copy names the phones); the links themselves are contact-links.ts's.
 */

/** Human-readable Mexican number: "+52 311 555 0147" → "311 555 0147". */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('52') && digits.length === 12 ? digits.slice(2) : digits;
  return national.length === 10
    ? `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`
    : phone;
}
