import type { Page } from '@playwright/test';
import { formFieldsIn, formSubmitLabelsIn } from '../../../content/contact-ui';

/** What an English-speaking patient types: the service by its option's value, the rest as written. */
export const englishFields = {
  name: 'Mary Ann O’Brien 👓',
  phone: '+1 555 010 0199',
  email: 'mary.obrien@example.com',
  service: 'catarata',
  message:
    'Could I see the doctor next week? I am staying nearby until the 14th. "Thanks" <b>!</b>',
};

/** The English form's controls, found by their English names as a patient (or a screen reader) finds them. */
export function englishControls(page: Page) {
  const fields = formFieldsIn('en');
  const labels = formSubmitLabelsIn.en;
  return {
    name: page.getByRole('textbox', { name: fields.name.label, exact: true }),
    phone: page.getByRole('textbox', { name: fields.phone.label, exact: true }),
    email: page.getByRole('textbox', { name: fields.email.label, exact: true }),
    service: page.getByRole('combobox', { name: fields.service.label }),
    message: page.getByRole('textbox', { name: fields.message.label, exact: true }),
    submit: page.getByRole('button', {
      name: new RegExp(`^(${labels.submit}|${labels.sending})$`),
    }),
  };
}

export async function fillEnglishForm(page: Page, fields = englishFields) {
  const controls = englishControls(page);
  await controls.name.fill(fields.name);
  await controls.phone.fill(fields.phone);
  await controls.email.fill(fields.email);
  await controls.service.selectOption(fields.service);
  await controls.message.fill(fields.message);
}
