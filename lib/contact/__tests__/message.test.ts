import { contactMessageLabels } from '@/content/contact-message';
import { SERVICE_OPTION_LABELS, serviceOptionsIn } from '@/content/service-options';
import { WHATSAPP_TEXT_LIMIT, whatsappHref } from '@/lib/contact-links';
import { contactRoutes } from '@/lib/practice-links';
import type { ContactFields } from '../fields';
import { buildPayload, composeWhatsappMessage as compose, serviceLabel } from '../message';

const composeWhatsappMessage = (fields: ContactFields) =>
  compose(fields, { greeting: 'Hola, Dra. Ruiz.', pageNote: null });

const fields: ContactFields = {
  name: 'José Ñúñez 👓',
  phone: '311 123 4567',
  email: 'jose@example.com',
  service: 'catarata',
  message: 'Quiero "cita" <script>alert(1)</script> \u200Fשלום\u200F',
};

describe('WhatsApp message from the form', () => {
  it('holds every field, the service by its label, text intact', () => {
    const text = composeWhatsappMessage(fields);
    expect(text).toContain('Nombre: José Ñúñez 👓');
    expect(text).toContain('Teléfono: 311 123 4567');
    expect(text).toContain('Correo: jose@example.com');
    expect(text).toContain('Servicio de interés: Cirugía de Catarata');
    expect(text.startsWith('Hola, Dra. Ruiz.\n')).toBe(true);
    expect(text.endsWith(fields.message)).toBe(true);
  });

  it('leaves out the service line when none was chosen', () => {
    expect(composeWhatsappMessage({ ...fields, service: '' })).not.toContain('Servicio de interés');
    expect(serviceLabel('nope')).toBe('');
  });

  it('cuts a 2,000-character message so the whole text fits wa.me, details kept', () => {
    const text = composeWhatsappMessage({ ...fields, message: '😀'.repeat(2000) });
    expect(Array.from(text).length).toBeLessThanOrEqual(WHATSAPP_TEXT_LIMIT);
    expect(text).toContain('Nombre: José Ñúñez 👓');
    expect(text.endsWith('😀…')).toBe(true);
    const href = whatsappHref('+526145550177', text);
    expect(decodeURIComponent(href.split('?text=')[1]!)).toBe(text);
  });

  it('is not cut when it fits', () => {
    expect(composeWhatsappMessage({ ...fields, message: 'x'.repeat(500) })).not.toContain('…');
  });
});

describe('the message from the English page', () => {
  const english = contactRoutes('en');
  const patient: ContactFields = {
    name: 'Mary Johnson',
    phone: '+1 555 010 0199',
    email: 'mary@example.com',
    service: 'catarata',
    message: 'I would like an appointment next week, please.',
  };

  it('reaches the practice in Spanish: a first line saying so, Spanish labels, the service by its Spanish name', () => {
    const text = compose(patient, english);
    const lines = text.split('\n');
    expect(english.pageNote).toMatch(/página en inglés/);
    expect(lines[0]).toBe(english.pageNote);
    expect(lines[1]).toBe(english.greeting);
    const t = contactMessageLabels;
    expect(lines).toEqual(
      expect.arrayContaining([
        `${t.name}: ${patient.name}`,
        `${t.phone}: ${patient.phone}`,
        `${t.email}: ${patient.email}`,
        `${t.service}: ${SERVICE_OPTION_LABELS.catarata}`,
      ]),
    );
    // The English form shows another label for the same option; the message never names it.
    const shown = serviceOptionsIn('en').find((option) => option.value === 'catarata')!.label;
    expect(shown).not.toBe(SERVICE_OPTION_LABELS.catarata);
    expect(text).not.toContain(shown);
    expect(text.endsWith(patient.message)).toBe(true);
  });

  it('the Spanish page sends no such line', () => {
    const spanish = contactRoutes('es');
    expect(spanish.pageNote).toBeNull();
    expect(compose(patient, spanish).split('\n')[0]).toBe(spanish.greeting);
  });

  it('the endpoint receives the same line as `note`', () => {
    const payload = buildPayload(patient, '/en/contact/', new Date(0), english.pageNote);
    expect(payload.note).toBe(english.pageNote);
    expect(payload.service).toBe('catarata');
  });
});

describe('endpoint payload', () => {
  it('carries the fields verbatim, the page and an ISO time', () => {
    const payload = buildPayload(fields, '/contacto', new Date('2026-11-22T10:00:00Z'));
    expect(payload).toEqual({ ...fields, page: '/contacto', sentAt: '2026-11-22T10:00:00.000Z' });
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
  });
});
