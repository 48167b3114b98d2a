import {
  mailtoHref,
  mailtoMessageLink,
  mapsHref,
  messageHref,
  phoneDigits,
  shortCodeTelHref,
  telHref,
  whatsappHref,
  whatsappMessageLink,
  WHATSAPP_TEXT_LIMIT,
} from '../contact-links';

/** The text a wa.me link carries, decoded as WhatsApp will. */
const waText = (href: string) =>
  decodeURIComponent(new URL(href).searchParams.has('text') ? href.split('?text=')[1]! : '');

const tricky = {
  emoji: 'Hola 👋🏽 mi hija 👨‍👩‍👧 ve borroso 😟',
  accents: 'Año, ojo, visión, cirugía, pingüino, ¿qué? ¡sí!',
  quotes: `Dijo "ver bien" y 'sin lentes' — «claro» & más`,
  script: '<script>alert("x")</script><img src=x onerror=alert(1)>',
  rtl: 'abc \u202Eevil\u202C \u200Fשלום\u200F مرحبا',
  symbols: 'a+b=c; 100% #1 /ruta?x=1&y=2',
};

describe('tel links', () => {
  it('are E.164: tel:+52 and ten digits, whatever the spacing', () => {
    for (const phone of ['+526145550177', '+52 614 555 0177', '+52 (614) 555-0177']) {
      expect(telHref(phone)).toBe('tel:+526145550177');
      expect(telHref(phone)).toMatch(/^tel:\+52\d{10}$/);
    }
  });
});

describe('short-code tel: links', () => {
  it('dial the code as is, without a country prefix that would make 911 a call abroad', () => {
    expect(shortCodeTelHref('911')).toBe('tel:911');
    expect(shortCodeTelHref(' 9 1 1 ')).toBe('tel:911');
  });
});

describe('WhatsApp links', () => {
  it('use wa.me with digits only', () => {
    const href = whatsappHref('+52 (614) 555-0177', 'Hola');
    expect(href.startsWith('https://wa.me/526145550177?text=')).toBe(true);
    expect(phoneDigits('+52 (614) 555-0177')).toBe('526145550177');
  });

  it.each(Object.entries(tricky))('carry %s intact and fully encoded', (_, text) => {
    const href = whatsappHref('+526145550177', text);
    const query = href.split('?text=')[1]!;
    // No raw character that could end the query, the attribute or start markup.
    expect(query).not.toMatch(/[<>"\s&#?\u200F\u202E]/);
    expect(decodeURIComponent(query)).toBe(text);
    expect(waText(href)).toBe(text);
  });

  it('bound the text by code points, never splitting an emoji', () => {
    const long = '👁️'.repeat(2000);
    const text = decodeURIComponent(whatsappHref('+526145550177', long).split('?text=')[1]!);
    expect(Array.from(text)).toHaveLength(WHATSAPP_TEXT_LIMIT);
    expect(text).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('keep a 2,000-character message whole up to the limit', () => {
    const message = 'a'.repeat(2000);
    const text = decodeURIComponent(whatsappHref('+526145550177', message).split('?text=')[1]!);
    expect(text).toBe('a'.repeat(WHATSAPP_TEXT_LIMIT));
  });
});

describe('maps and mail links', () => {
  it('search Google Maps for the encoded name and address', () => {
    const href = mapsHref('Clínica del Valle, Av. Juárez 10, Chihuahua');
    expect(href).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=[^\s&]+$/);
    expect(new URL(href).searchParams.get('query')).toBe(
      'Clínica del Valle, Av. Juárez 10, Chihuahua',
    );
  });

  it('write mailto with an encoded subject', () => {
    expect(mailtoHref('citas@clinica.example')).toBe('mailto:citas@clinica.example');
    expect(mailtoHref('citas@clinica.example', 'Consulta & cita')).toBe(
      'mailto:citas@clinica.example?subject=Consulta%20%26%20cita',
    );
  });
});

describe('message links, their text written later', () => {
  const message = 'Hola, Ana.\nEl editor del sitio dice: no se publicó & falta algo #1';

  it('put the whole message in an e-mail body after its subject', () => {
    const link = mailtoMessageLink('dev@ejemplo.mx', 'El sitio no se publicó');
    expect(link.textLimit).toBeNull();
    const href = messageHref(link, message);
    expect(href.startsWith(`${mailtoHref('dev@ejemplo.mx', 'El sitio no se publicó')}&body=`)).toBe(
      true,
    );
    const query = new URLSearchParams(href.split('?')[1]);
    expect(query.get('subject')).toBe('El sitio no se publicó');
    expect(query.get('body')).toBe(message);
  });

  it('make the same WhatsApp link whatsappHref makes, its text cut to the limit', () => {
    const link = whatsappMessageLink('+52 614 555 0177');
    expect(link.textLimit).toBe(WHATSAPP_TEXT_LIMIT);
    expect(messageHref(link, message)).toBe(whatsappHref('+52 614 555 0177', message));
    const long = 'é'.repeat(WHATSAPP_TEXT_LIMIT + 5);
    expect(decodeURIComponent(messageHref(link, long).split('?text=')[1]!)).toBe(
      'é'.repeat(WHATSAPP_TEXT_LIMIT),
    );
  });
});
