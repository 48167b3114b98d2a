import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { formFieldsIn } from '@/content/contact-ui';
import type { Locale } from '@/lib/locale';
import { testFormText } from '../__fixtures__/contact-form-text';
import { testRoutes } from '../__fixtures__/contact-routes';
import { ContactForm } from '../contact-form';
import { ContactFormFields } from '../contact-form-fields';

jest.mock('../delivery-toasts', () => ({
  toastSent: jest.fn(),
  toastFailed: jest.fn(),
  toastWhatsappOpened: jest.fn(),
}));

/** The fields as the server renders them (their inline script stays inert, as in the page's HTML). */
function renderForm(locale: Locale) {
  const fieldsHtml = renderToStaticMarkup(<ContactFormFields page="/" locale={locale} />);
  render(
    <ContactForm routes={testRoutes} privacyNote={null} text={testFormText(locale)}>
      <div dangerouslySetInnerHTML={{ __html: fieldsHtml }} />
    </ContactForm>,
  );
  const fields = formFieldsIn(locale);
  const control = (name: keyof typeof fields) =>
    screen.getByLabelText(new RegExp(`^${fields[name].label}`)) as HTMLInputElement;
  const form = control('name').form!;
  return { fields, control, form };
}

beforeEach(() => window.localStorage.clear());

describe("the form's words when the browser refuses a field", () => {
  it('on the English page: an empty submit names each missing field in English', () => {
    const { fields, control, form } = renderForm('en');
    form.requestSubmit();
    for (const name of ['name', 'phone', 'email', 'message'] as const) {
      expect(fields[name].missing).toMatch(/^Please /);
      expect(control(name).validationMessage).toBe(fields[name].missing);
    }
    expect(control('service').validity.valid).toBe(true);
  });

  it('on the English page: an address that is not one is named as such', async () => {
    const { fields, control, form } = renderForm('en');
    await userEvent.type(control('email'), 'mary.example.com');
    form.requestSubmit();
    expect(control('email').validationMessage).toBe(fields.email.mismatch);
  });

  it('typing into a refused field lifts its message, so the next submit judges it afresh', async () => {
    const { control, form } = renderForm('en');
    form.requestSubmit();
    expect(control('name').validity.valid).toBe(false);
    await userEvent.type(control('name'), 'Mary Johnson');
    expect(control('name').validity.valid).toBe(true);
    expect(control('name').validationMessage).toBe('');
  });

  it('on the Spanish page the same refusals speak Spanish', () => {
    const { fields, control, form } = renderForm('es');
    form.requestSubmit();
    expect(control('name').validationMessage).toBe(fields.name.missing);
    expect(fields.name.missing).not.toBe(formFieldsIn('en').name.missing);
  });
});
