import { contactMessageLabels } from '@/content/contact-message';
import { serviceOptions } from '@/content/service-options';
import { WHATSAPP_TEXT_LIMIT } from '@/lib/contact-links';
import type { ContactFields } from './fields';

/** The label of a service option, or nothing when none was chosen. */
export function serviceLabel(value: string): string {
  return serviceOptions.find((option) => option.value === value)?.label ?? '';
}

/**
 * The WhatsApp text composed from the form: greeting, the patient's details and
 * message. The message is cut (by code points, never inside an emoji) so the whole
 * text fits what wa.me accepts; the details before it always survive.
 */
export function composeWhatsappMessage(fields: ContactFields, greeting: string): string {
  const t = contactMessageLabels;
  const service = serviceLabel(fields.service);
  const head = [
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

/** The JSON body posted to the configured endpoint. */
export interface ContactPayload extends ContactFields {
  page: string;
  sentAt: string;
}

export function buildPayload(fields: ContactFields, page: string, now: Date): ContactPayload {
  return { ...fields, page, sentAt: now.toISOString() };
}
