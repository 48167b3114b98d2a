import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFT_KEY } from '@/lib/contact/draft';
import { testFormText } from '../__fixtures__/contact-form-text';
import { testRoutes } from '../__fixtures__/contact-routes';
import { ContactForm } from '../contact-form';

// A file of its own: the form keeps the draft's code once loaded, for the whole module registry.
const mockDraftCode = { loads: 0 };
jest.mock('../form-draft', () => {
  mockDraftCode.loads += 1;
  return jest.requireActual('../form-draft');
});
jest.mock('../delivery-toasts', () => ({
  toastSent: jest.fn(),
  toastFailed: jest.fn(),
  toastWhatsappOpened: jest.fn(),
}));

const routes = testRoutes;

it("loads the draft's code only once the patient types, then keeps the draft", async () => {
  window.localStorage.clear();
  render(
    <ContactForm routes={routes} privacyNote={null} text={testFormText('es')}>
      <label htmlFor="n">Nombre</label>
      <input id="n" name="name" required />
      <label htmlFor="m">Mensaje</label>
      <textarea id="m" name="message" />
    </ContactForm>,
  );
  // A first visit: no draft on the device, so nothing to restore and nothing loaded.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(mockDraftCode.loads).toBe(0);
  expect(screen.getByRole('status')).toHaveTextContent('');

  await userEvent.type(screen.getByLabelText('Nombre'), 'Ana');
  await waitFor(() =>
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}').fields?.name).toBe('Ana'),
  );
  expect(mockDraftCode.loads).toBe(1);
});
