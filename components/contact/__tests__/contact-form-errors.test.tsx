import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/**
 * The fields rendered by React as on the page (React's invalid event reaches the form only from
 * elements it renders). React says the select's inline script does not run here: it runs in the
 * page's HTML, before hydration, and this test does not need it.
 */
function renderForm(locale: Locale) {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ContactForm routes={testRoutes} privacyNote={null} text={testFormText(locale)}>
      <ContactFormFields page="/" locale={locale} />
    </ContactForm>,
  );
  // Once per run at most; nothing else may be said.
  for (const [message] of error.mock.calls)
    expect(String(message)).toContain('Encountered a script tag');
  error.mockRestore();
  const fields = formFieldsIn(locale);
  const control = (name: keyof typeof fields) =>
    screen.getByLabelText(new RegExp(`^${fields[name].label}`)) as HTMLInputElement;
  return { fields, control, form: control('name').form! };
}

beforeEach(() => window.localStorage.clear());

describe("the form's words when the browser refuses a field", () => {
  it('on the English page: an empty submit names each missing field in English', () => {
    const { fields, control, form } = renderForm('en');
    form.requestSubmit();
    for (const name of ['name', 'phone', 'email', 'message'] as const) {
      expect(fields[name].invalid).toMatch(/^Please /);
      expect(control(name).validationMessage).toBe(fields[name].invalid);
    }
    expect(control('service').validity.valid).toBe(true);
  });

  it('on the English page: an address that is not one gets the e-mail field’s words', async () => {
    const { fields, control, form } = renderForm('en');
    await userEvent.type(control('email'), 'mary.example.com');
    form.requestSubmit();
    expect(control('email').validity.typeMismatch).toBe(true);
    expect(control('email').validationMessage).toBe(fields.email.invalid);
  });

  it('typing into a refused field lifts its words, so the next submit judges it afresh', async () => {
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
    expect(control('name').validationMessage).toBe(fields.name.invalid);
    expect(fields.name.invalid).not.toBe(formFieldsIn('en').name.invalid);
  });
});
