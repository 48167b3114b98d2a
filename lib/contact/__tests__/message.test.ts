import { WHATSAPP_TEXT_LIMIT, whatsappHref } from '@/lib/contact-links';
import type { ContactFields } from '../fields';
import { buildPayload, composeWhatsappMessage as compose, serviceLabel } from '../message';

const composeWhatsappMessage = (fields: ContactFields) => compose(fields, 'Hola, Dra. Ruiz.');

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

describe('endpoint payload', () => {
  it('carries the fields verbatim, the page and an ISO time', () => {
    const payload = buildPayload(fields, '/contacto', new Date('2026-11-22T10:00:00Z'));
    expect(payload).toEqual({ ...fields, page: '/contacto', sentAt: '2026-11-22T10:00:00.000Z' });
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
  });
});
