import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actions } from '@/lib/practice-links';
import { mainNavigation } from '@/content/navigation';
import { MobileMenu } from '../mobile-menu';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

function setup() {
  const user = userEvent.setup();
  render(<MobileMenu items={mainNavigation} cta={actions.bookAppointment} />);
  const toggle = screen.getByRole('button', { name: 'Abrir menú' });
  const panel = document.getElementById('menu-movil')!;
  return { user, toggle, panel };
}

describe('MobileMenu', () => {
  it('starts closed, with a disclosure button that controls the panel', () => {
    const { toggle, panel } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'menu-movil');
    expect(panel).toHaveClass('hidden');
  });

  it('opens and closes with the toggle', async () => {
    const { user, toggle, panel } = setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Cerrar menú');
    expect(panel).not.toHaveClass('hidden');
    expect(screen.getByRole('link', { name: 'Agenda tu Cita' })).toHaveAttribute('href', '/contacto/#agendar');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden');
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const { user, toggle, panel } = setup();
    await user.click(toggle);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden');
    expect(toggle).toHaveFocus();
  });

  it('closes when a link is chosen', async () => {
    const { user, toggle, panel } = setup();
    // jsdom cannot navigate; the menu's own click handler is what is under test.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Servicios' }));
    document.removeEventListener('click', stopNavigation);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden');
  });
});
