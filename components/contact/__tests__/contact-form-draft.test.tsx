import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftTextIn } from '@/content/contact-draft';
import { DRAFT_KEY, saveDraft } from '@/lib/contact/draft';
import { testFormText } from '../__fixtures__/contact-form-text';
import { testRoutes } from '../__fixtures__/contact-routes';
import { ContactForm } from '../contact-form';

// The toasts' module renders through sonner; here only the form's draft handling matters.
jest.mock('../delivery-toasts', () => ({
  toastSent: jest.fn(),
  toastFailed: jest.fn(),
  toastWhatsappOpened: jest.fn(),
}));

const routes = testRoutes;
const draft = {
  name: 'Ana López',
  phone: '3111234567',
  email: 'ana@example.com',
  service: '',
  message: 'Quiero una cita.',
};
const HOUR = 60 * 60 * 1000;

function renderForm() {
  return render(
    <ContactForm routes={routes} privacyNote={null} text={testFormText('es')}>
      <label htmlFor="n">Nombre</label>
      <input id="n" name="name" required />
      <label htmlFor="t">Teléfono</label>
      <input id="t" name="phone" />
      <label htmlFor="e">Correo</label>
      <input id="e" name="email" />
      <label htmlFor="s">Servicio</label>
      <select id="s" name="service" defaultValue="">
        <option value="">Selecciona un servicio</option>
      </select>
      <label htmlFor="m">Mensaje</label>
      <textarea id="m" name="message" />
    </ContactForm>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('contact form draft', () => {
  it('shows nothing when there is no draft', () => {
    renderForm();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('button', { name: /Borrar/ })).toBeNull();
  });

  it('restores a recent draft and says so, politely', async () => {
    saveDraft(draft);
    renderForm();
    // The draft's code loads once the form finds a draft on the device.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(draftTextIn.es.restored),
    );
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana López');
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Quiero una cita.');
    expect(screen.getByRole('button', { name: /Borrar/ })).toBeVisible();
  });

  it('deletes a draft older than 72 hours when the page loads, and restores nothing', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z') });
    saveDraft(draft);
    jest.setSystemTime(Date.now() + 72 * HOUR + 60_000);
    renderForm();
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull());
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(screen.queryByRole('button', { name: /Borrar/ })).toBeNull();
  });

  it("'Borrar' empties the fields, deletes the draft, announces it and focuses the first field", async () => {
    saveDraft(draft);
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: /Borrar/ }));
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(screen.getByLabelText('Mensaje')).toHaveValue('');
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(draftTextIn.es.cleared);
    expect(screen.queryByRole('button', { name: /Borrar/ })).toBeNull();
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
  });

  it('deletes the draft once WhatsApp opened with the message, keeping the fields on screen', async () => {
    const open = jest
      .spyOn(window, 'open')
      .mockReturnValue({ opener: window } as unknown as Window);
    saveDraft(draft);
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveValue('Ana López'));
    const form = screen.getByLabelText('Nombre').closest('form')!;
    // Submit as a browser would; the delivery code loads lazily first.
    act(() => {
      fireEvent.submit(form);
    });
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        expect.stringMatching(/^https:\/\/wa\.me\/526145550177\?text=/),
        '_blank',
      ),
    );
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull());
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana López');
    open.mockRestore();
  });
});
