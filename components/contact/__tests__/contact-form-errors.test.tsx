import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { formFieldsIn } from '@/content/contact-ui';
import { FIELD_WORDS_SCRIPT } from '@/lib/inline-scripts';
import type { Locale } from '@/lib/locale';
import { ContactFormFields } from '../contact-form-fields';

/**
 * The fields as the page's HTML holds them, inside a form, with their inline script run as the
 * browser runs it while parsing (jsdom never runs a script set through innerHTML).
 */
function renderFields(locale: Locale) {
  document.body.innerHTML = `<form>${renderToStaticMarkup(
    <ContactFormFields page="/" locale={locale} />,
  )}</form>`;
  window.eval(FIELD_WORDS_SCRIPT);
  const fields = formFieldsIn(locale);
  const control = (name: keyof typeof fields) =>
    screen.getByLabelText(new RegExp(`^${fields[name].label}`)) as HTMLInputElement;
  return { fields, control, form: document.querySelector('form')! };
}

describe("the form's words when the browser refuses a field", () => {
  it('on the English page: an empty submit names each missing field in English', () => {
    const { fields, control, form } = renderFields('en');
    form.requestSubmit();
    for (const name of ['name', 'phone', 'email', 'message'] as const) {
      expect(fields[name].invalid).toMatch(/^Please /);
      expect(control(name).validationMessage).toBe(fields[name].invalid);
    }
    expect(control('service').validity.valid).toBe(true);
  });

  it('on the English page: an address that is not one gets the e-mail field’s words', async () => {
    const { fields, control, form } = renderFields('en');
    await userEvent.type(control('email'), 'mary.example.com');
    form.requestSubmit();
    expect(control('email').validity.typeMismatch).toBe(true);
    expect(control('email').validationMessage).toBe(fields.email.invalid);
  });

  it('typing into a refused field lifts its words, so the next submit judges it afresh', async () => {
    const { control, form } = renderFields('en');
    form.requestSubmit();
    expect(control('name').validity.valid).toBe(false);
    await userEvent.type(control('name'), 'Mary Johnson');
    expect(control('name').validity.valid).toBe(true);
    expect(control('name').validationMessage).toBe('');
  });

  it('on the Spanish page the same refusals speak Spanish', () => {
    const { fields, control, form } = renderFields('es');
    form.requestSubmit();
    expect(control('name').validationMessage).toBe(fields.name.invalid);
    expect(fields.name.invalid).not.toBe(formFieldsIn('en').name.invalid);
  });
});
