import { expect, type Page } from '@playwright/test';

/** Text that must reach the practice intact and inert: emoji, accents, quotes, markup, RTL marks. */
export const trickyMessage = `Hola 👋🏽 ¿Podrían revisar a mi niña? Dice "ve borroso" y 'le arde'. <script>window.__pwned=1</script> \u200Fשלום\u200F ñ á é í ó ú ü`;

export const sampleFields = {
  name: "María José Ñúñez O'Connor 👁️",
  phone: '311 123 4567',
  email: 'maria.jose@example.com',
  service: 'catarata',
  message: trickyMessage,
};

export type SampleFields = typeof sampleFields;

/** The form's controls, found as a patient (or a screen reader) finds them. */
export function formControls(page: Page) {
  return {
    name: page.getByRole('textbox', { name: 'Nombre Completo', exact: true }),
    phone: page.getByRole('textbox', { name: 'Teléfono', exact: true }),
    email: page.getByRole('textbox', { name: 'Correo Electrónico', exact: true }),
    service: page.getByRole('combobox', { name: 'Servicio de interés' }),
    message: page.getByRole('textbox', { name: 'Mensaje', exact: true }),
    submit: page.getByRole('button', { name: /Enviar Mensaje|Enviando/ }),
  };
}

export async function fillForm(page: Page, fields: SampleFields = sampleFields) {
  const controls = formControls(page);
  await controls.name.fill(fields.name);
  await controls.phone.fill(fields.phone);
  await controls.email.fill(fields.email);
  await controls.service.selectOption(fields.service);
  await controls.message.fill(fields.message);
}

export async function expectFormHolds(page: Page, fields: SampleFields = sampleFields) {
  const controls = formControls(page);
  await expect(controls.name).toHaveValue(fields.name);
  await expect(controls.phone).toHaveValue(fields.phone);
  await expect(controls.email).toHaveValue(fields.email);
  await expect(controls.service).toHaveValue(fields.service);
  await expect(controls.message).toHaveValue(fields.message);
}

export async function expectFormEmpty(page: Page) {
  await expectFormHolds(page, { name: '', phone: '', email: '', service: '', message: '' });
}

/** sonner's live region: what screen readers hear. */
export const toastRegion = (page: Page) => page.locator('section[aria-live]');
