/** The contact form's fields, in the form's order. */
export const FIELD_NAMES = ['name', 'phone', 'email', 'service', 'message'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** What the patient typed into the contact form. */
export type ContactFields = Record<FieldName, string>;

/** Name of the honeypot input: people never see it, bots fill it. */
export const HONEYPOT_NAME = 'sitio_web';

/** maxlength of each field, so no field takes more than a message needs; content/contact-ui.ts puts them on the inputs. */
export const FIELD_MAX_LENGTH = {
  name: 100,
  phone: 20,
  email: 254,
  service: 20,
  message: 2000,
} as const satisfies Record<FieldName, number>;

export const emptyFields: ContactFields = Object.fromEntries(
  FIELD_NAMES.map((name) => [name, '']),
) as ContactFields;

/** Cuts a value to its field's maxlength, counted as the browser does (UTF-16 units). */
function bound(name: keyof ContactFields, value: string): string {
  return value.slice(0, FIELD_MAX_LENGTH[name]);
}

/** Reads the form's fields, bounded to each maxlength even if a script bypassed it. */
export function readFields(data: FormData): ContactFields {
  const fields = { ...emptyFields };
  for (const name of FIELD_NAMES) {
    const value = data.get(name);
    fields[name] = bound(name, typeof value === 'string' ? value : '');
  }
  return fields;
}

/** A filled honeypot means a bot: pretend success and send nothing. */
export function isSpam(data: FormData): boolean {
  const value = data.get(HONEYPOT_NAME);
  return typeof value === 'string' && value.trim() !== '';
}
