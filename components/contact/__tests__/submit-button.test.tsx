import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { formSubmitLabelsIn } from '@/content/contact-ui';
import { SubmitButton } from '../submit-button';

const formSubmitLabels = formSubmitLabelsIn.es;

/** The polite live region beside the button. */
const readiness = () => document.querySelector('[aria-live="polite"][data-form-readiness]');

describe('SubmitButton', () => {
  it('before the scripts: says it is preparing, cannot submit, stays focusable, with a polite status', () => {
    render(<SubmitButton busy={false} waiting labels={formSubmitLabels} />);
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveTextContent('Preparando el formulario…');
    // Without scripting, only the "Enviar Mensaje" words show (CSS scripting: none).
    expect(button.querySelector('.no-script\\:hidden')).toHaveTextContent(
      'Preparando el formulario…',
    );
    expect(button.querySelector('.no-script\\:inline')).toHaveTextContent('Enviar Mensaje');
    expect(readiness()).toHaveTextContent('Preparando el formulario…');
  });

  it('is the same server HTML the page ships', () => {
    const html = renderToString(<SubmitButton busy={false} waiting labels={formSubmitLabels} />);
    expect(html).toContain('type="button"');
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toContain('disabled=""');
  });

  it('when ready: a submit button named "Enviar Mensaje", and the status says so', () => {
    render(<SubmitButton busy={false} waiting={false} labels={formSubmitLabels} />);
    const button = screen.getByRole('button', { name: 'Enviar Mensaje' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(readiness()).toHaveTextContent('El formulario está listo para enviar.');
  });

  it('while sending: busy, refuses a second press, says "Enviando…"', () => {
    render(<SubmitButton busy waiting={false} labels={formSubmitLabels} />);
    const button = screen.getByRole('button', { name: 'Enviando…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });
});
