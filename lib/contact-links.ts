/**
 * Builders for every link that reaches the practice. Components never write
 * tel:, wa.me, maps or mailto URLs by hand. A number written for reading is phone-format.ts's.
 */

/** Digits only, as wa.me expects. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** `tel:` link in E.164. */
export function telHref(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/**
 * `tel:` link of a short code dialled as is, such as Mexico's emergency number: E.164's country
 * prefix would make "911" a call abroad.
 */
export function shortCodeTelHref(code: string): string {
  return `tel:${phoneDigits(code)}`;
}

/** wa.me accepts long texts, but links above ~2,000 characters break in some browsers. */
export const WHATSAPP_TEXT_LIMIT = 1800;

/**
 * A link that opens a message whose text is written later, where the page runs (the editor's
 * status bar writes its message to the developer when a publication fails): `href` ends where the
 * text goes, and the text carries at most `textLimit` characters (null: all of it).
 */
export interface MessageLink {
  href: string;
  textLimit: number | null;
}

/** A message link with its text: cut to the link's limit, URL-encoded, at the end of its href. */
export function messageHref(link: MessageLink, text: string): string {
  const bounded =
    link.textLimit === null ? text : Array.from(text).slice(0, link.textLimit).join('');
  return `${link.href}${encodeURIComponent(bounded)}`;
}

/** A WhatsApp chat with `phone`, its text to follow. */
export function whatsappMessageLink(phone: string): MessageLink {
  return { href: `https://wa.me/${phoneDigits(phone)}?text=`, textLimit: WHATSAPP_TEXT_LIMIT };
}

/** WhatsApp chat link with a prefilled text. */
export function whatsappHref(phone: string, text: string): string {
  return messageHref(whatsappMessageLink(phone), text);
}

/** Google Maps search for a place by name and address. */
export function mapsHref(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** `mailto:` link, with an optional subject. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** An e-mail to `email` about `subject`, its body to follow. */
export function mailtoMessageLink(email: string, subject: string): MessageLink {
  return { href: `${mailtoHref(email, subject)}&body=`, textLimit: null };
}
