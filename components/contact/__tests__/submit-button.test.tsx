import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { formSubmitLabels } from '@/content/contact-ui';
import { SubmitButton, type SendState } from '../submit-button';
import { SubmitLabel } from '../submit-label';

/** The polite live region beside the button. */
const readiness = () => document.querySelector('[aria-live="polite"][data-form-readiness]');

const label = <SubmitLabel labels={formSubmitLabels} />;
const button = (busy: boolean, waiting: boolean) => (
  <SubmitButton busy={busy} waiting={waiting} label={label} readiness={formSubmitLabels} />
);

// jsdom applies no stylesheet: which words show in each state (CSS on data-send-state) is checked
// in a browser by e2e/before-hydration.spec.ts, contact-form.spec.ts and contact-endpoint.spec.ts.
describe('SubmitButton', () => {
  it('before the scripts: cannot submit, stays focusable, says it is preparing in a polite status', () => {
    render(button(false, true));
    const submit = screen.getByRole('button');
    expect(submit).toHaveAttribute('type', 'button');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAttribute('data-send-state', 'waiting');
    expect(submit).not.toBeDisabled();
    expect(readiness()).toHaveTextContent('Preparando el formulario…');
  });

  it('is the same server HTML the page ships', () => {
    const html = renderToString(button(false, true));
    expect(html).toContain('type="button"');
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('data-send-state="waiting"');
    expect(html).not.toContain('disabled=""');
  });

  it('when ready: a submit button, and the status says so', () => {
    render(button(false, false));
    const submit = screen.getByRole('button');
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).toHaveAttribute('data-send-state', 'ready');
    expect(submit).not.toHaveAttribute('aria-disabled');
    expect(readiness()).toHaveTextContent('El formulario está listo para enviar.');
  });

  it('while sending: busy, refuses a second press', () => {
    render(button(true, false));
    const submit = screen.getByRole('button');
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAttribute('data-send-state', 'busy');
  });
});

describe('SubmitLabel', () => {
  /** The words shown in `state`: the one group of the label whose class shows it in that state. */
  function shownIn(state: SendState) {
    const { container } = render(label);
    const groups = [...container.children];
    // Every group is hidden but in its own state, so exactly one shows at a time.
    for (const group of groups) expect(group).toHaveClass('hidden');
    const shown = groups.filter((group) => group.className.includes(`group-data-[send-state=${state}]:`));
    expect(shown).toHaveLength(1);
    return shown[0]!;
  }

  it('waiting: "Preparando el formulario…", or "Enviar Mensaje" where scripting is off', () => {
    const waiting = shownIn('waiting');
    expect(waiting.querySelector('.no-script\\:hidden')).toHaveTextContent(/^Preparando el formulario…$/);
    expect(waiting.querySelector('.hidden.no-script\\:inline')).toHaveTextContent(/^Enviar Mensaje$/);
  });

  it('ready: "Enviar Mensaje"', () => {
    expect(shownIn('ready')).toHaveTextContent(/^Enviar Mensaje$/);
  });

  it('busy: a spinner (hidden from screen readers) and "Enviando…"', () => {
    const busy = shownIn('busy');
    expect(busy).toHaveTextContent(/^Enviando…$/);
    expect(busy.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(busy.querySelector('svg')).toHaveClass('motion-safe:animate-spin');
  });
});
