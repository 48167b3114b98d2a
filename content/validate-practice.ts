import type { PracticeIdentity } from './types';

/** Mexican numbers in E.164: +52 followed by 10 digits. */
const E164_MX = /^\+52\d{10}$/;
const EMAIL = /^[^\s@<>()"',;]+@[^\s@<>()"',;]+\.[a-z]{2,}$/i;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('es-MX', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Reads a dotted path such as "practices.0.phone". */
export function valueAt(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (node === null || typeof node !== 'object') return undefined;
    return (node as Record<string, unknown>)[key];
  }, source);
}

/** Every malformed field of the practice module, each message naming its field. */
export function findPracticeErrors(identity: PracticeIdentity): string[] {
  const errors: string[] = [];
  const check = (ok: boolean, field: string, value: unknown, expected: string) => {
    if (!ok) errors.push(`${field}: "${String(value)}" no es ${expected}`);
  };

  check(isHttpsUrl(identity.siteUrl), 'siteUrl', identity.siteUrl, 'una URL https válida');
  check(isHttpsUrl(identity.licenceRegistryUrl), 'licenceRegistryUrl', identity.licenceRegistryUrl, 'una URL https válida');
  check(EMAIL.test(identity.email), 'email', identity.email, 'un correo electrónico válido');
  for (const [key, phone] of Object.entries(identity.phones)) {
    check(E164_MX.test(phone), `phones.${key}`, phone, 'un teléfono E.164 de México (+52 y 10 dígitos)');
  }
  check(isTimeZone(identity.defaultTimeZone), 'defaultTimeZone', identity.defaultTimeZone, 'una zona horaria IANA');
  identity.practices.forEach((place, index) => {
    const at = `practices.${index}`;
    check(E164_MX.test(place.phone), `${at}.phone`, place.phone, 'un teléfono E.164 de México (+52 y 10 dígitos)');
    check(isTimeZone(place.timeZone), `${at}.timeZone`, place.timeZone, 'una zona horaria IANA');
    check(place.mapQuery.trim().length > 0, `${at}.mapQuery`, place.mapQuery, 'una búsqueda de mapa');
    place.openingHours.forEach((window, w) => {
      const where = `${at}.openingHours.${w}`;
      check(TIME.test(window.opens), `${where}.opens`, window.opens, 'una hora HH:MM');
      check(TIME.test(window.closes), `${where}.closes`, window.closes, 'una hora HH:MM');
      check(window.opens < window.closes, `${where}`, `${window.opens}-${window.closes}`, 'un horario que abre antes de cerrar');
      check(
        window.days.length > 0 && window.days.every((day) => Number.isInteger(day) && day >= 1 && day <= 7),
        `${where}.days`,
        window.days.join(','),
        'una lista de días 1 (lunes) a 7 (domingo)',
      );
    });
  });
  return errors;
}

/** The example values still in place, as "path = value" lines. */
export function describeExampleFields(identity: PracticeIdentity, paths: readonly string[]): string[] {
  return paths.map((path) => `${path} = ${JSON.stringify(valueAt(identity, path))}`);
}
