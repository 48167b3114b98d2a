import { contactMessageLabels } from '@/content/contact-message';
import { serviceOptions } from '@/content/service-options';
import { WHATSAPP_TEXT_LIMIT } from '@/lib/contact-links';
import type { ContactFields } from './fields';
import type { ContactRoutes } from './routes';

/** The Spanish label of a service option (the message is the practice's), or nothing when none was chosen. */
export function serviceLabel(value: string): string {
  return serviceOptions.find((option) => option.value === value)?.label ?? '';
}

/**
 * The WhatsApp text composed from the form: the note for the practice (English page only), the
 * greeting, the patient's details under Spanish labels, and the message as typed. The message is
 * cut (by code points, never inside an emoji) so the whole text fits what wa.me accepts; the
 * details before it always survive.
 */
export function composeWhatsappMessage(
  fields: ContactFields,
  { greeting, pageNote }: Pick<ContactRoutes, 'greeting' | 'pageNote'>,
): string {
  const t = contactMessageLabels;
  const service = serviceLabel(fields.service);
  const head = [
    ...(pageNote ? [pageNote] : []),
    greeting,
    '',
    `${t.name}: ${fields.name.trim()}`,
    `${t.phone}: ${fields.phone.trim()}`,
    `${t.email}: ${fields.email.trim()}`,
    ...(service ? [`${t.service}: ${service}`] : []),
    '',
    '',
  ].join('\n');
  const room = WHATSAPP_TEXT_LIMIT - Array.from(head).length;
  const body = Array.from(fields.message.trim());
  const message =
    body.length > room ? `${body.slice(0, Math.max(0, room - 1)).join('')}…` : body.join('');
  return head + message;
}

/** The JSON body posted to the configured endpoint; `note` only from the English page. */
export interface ContactPayload extends ContactFields {
  page: string;
  sentAt: string;
  note?: string;
}

export function buildPayload(
  fields: ContactFields,
  page: string,
  now: Date,
  pageNote: string | null = null,
): ContactPayload {
  return { ...fields, page, sentAt: now.toISOString(), ...(pageNote ? { note: pageNote } : {}) };
}
