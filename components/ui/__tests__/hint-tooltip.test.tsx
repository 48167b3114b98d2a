import { act, render, screen, waitFor } from '@testing-library/react';
import { HintTooltip } from '../hint-tooltip';

/** Two links with lazy tooltips, as the footer's cédulas are. */
function Cedulas() {
  return (
    <ul>
      <li>
        <HintTooltip content="Verifica la cédula">
          <a href="https://cedulaprofesional.sep.gob.mx/#1">1234567</a>
        </HintTooltip>
      </li>
      <li>
        <HintTooltip content="Verifica la cédula">
          <a href="https://cedulaprofesional.sep.gob.mx/#2">7654321</a>
        </HintTooltip>
      </li>
      <li>
        <a href="/aviso-de-privacidad/">Aviso de privacidad</a>
      </li>
    </ul>
  );
}

/** Keyboard focus (the tooltip's code loads only for :focus-visible). */
const tabTo = (name: string) => act(() => screen.getByRole('link', { name }).focus());
/** Radix marks the trigger it has taken over with data-state. */
const swapped = (name: string) => screen.getByRole('link', { name }).hasAttribute('data-state');

describe('HintTooltip', () => {
  it('gives focus back to a trigger that had it when the tooltip code swapped it in', async () => {
    render(<Cedulas />);
    tabTo('1234567');
    await waitFor(() => expect(swapped('1234567')).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '1234567' }));
  });

  it('does not pull a keyboard user back to a trigger they tabbed past while the code loaded', async () => {
    render(<Cedulas />);
    tabTo('1234567');
    tabTo('7654321');
    await waitFor(() => expect(swapped('1234567') && swapped('7654321')).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '7654321' }));
  });

  it('does not pull focus back from a plain link tabbed to while the code loaded', async () => {
    render(<Cedulas />);
    tabTo('1234567');
    tabTo('Aviso de privacidad');
    await waitFor(() => expect(swapped('1234567')).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Aviso de privacidad' }));
  });

  describe('with React scheduling its own render, as in a browser', () => {
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    beforeAll(() => (act.IS_REACT_ACT_ENVIRONMENT = false));
    afterAll(() => (act.IS_REACT_ACT_ENVIRONMENT = true));

    it('does not pull a keyboard user back when a Tab lands between the code arriving and the swap', async () => {
      render(<Cedulas />);
      screen.getByRole('link', { name: '1234567' }).focus();
      // The code arrives while the first cédula has focus; the swap is React's next task. A key
      // press is input, which the browser runs first: the Tab moves on before the swap commits.
      await import('../hint-tooltip-radix');
      screen.getByRole('link', { name: '7654321' }).focus();
      await waitFor(() => expect(swapped('1234567') && swapped('7654321')).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(document.activeElement).toBe(screen.getByRole('link', { name: '7654321' }));
    });
  });
});
