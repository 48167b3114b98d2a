import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { actionsIn } from '@/lib/practice-links';
import { mainNavigation, mobileMenuTextIn } from '@/content/navigation';
import { MobileMenu } from '../mobile-menu';
import { MOBILE_MENU_CLASSES } from '../site-header';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

function setup() {
  const user = userEvent.setup();
  render(
    <MobileMenu
      items={mainNavigation('es')}
      cta={actionsIn.es.bookAppointment}
      text={mobileMenuTextIn.es}
      classes={MOBILE_MENU_CLASSES}
    />,
  );
  const toggle = screen.getByRole('button', { name: 'Abrir menú' });
  const panel = document.getElementById('menu-movil')!;
  return { user, toggle, panel };
}

const setAddress = (url: string) => window.history.replaceState(null, '', url);

afterEach(() => setAddress('/'));

/** The exported HTML of the menu, hydrated in the document as the browser does after paint. */
async function hydrateExported(beforeHydration: (container: HTMLElement) => void = () => {}) {
  const element = (
    <MobileMenu
      items={mainNavigation('es')}
      cta={actionsIn.es.bookAppointment}
      text={mobileMenuTextIn.es}
      classes={MOBILE_MENU_CLASSES}
    />
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  beforeHydration(container);
  await act(async () => {
    render(element, { container, hydrate: true });
  });
  return {
    user: userEvent.setup(),
    toggle: screen.getByRole('button', { name: /menú/ }),
    panel: document.getElementById('menu-movil')!,
  };
}

describe('MobileMenu before and after hydration', () => {
  it('is a link to the panel in the exported HTML', () => {
    const html = renderToString(
      <MobileMenu
        items={mainNavigation('es')}
        cta={actionsIn.es.bookAppointment}
        text={mobileMenuTextIn.es}
        classes={MOBILE_MENU_CLASSES}
      />,
    );
    expect(html).toContain('href="#menu-movil"');
    expect(html).toContain('target:block');
  });

  it('stays open, and says so, when the link opened it before hydration', async () => {
    setAddress('/#menu-movil');
    const { toggle, panel } = await hydrateExported();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Cerrar menú');
    expect(panel).toHaveClass('block');
    expect(panel).not.toHaveClass('hidden');
  });

  it('stays closed after hydration without the fragment', async () => {
    const { toggle, panel } = await hydrateExported();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden');
  });

  it('keeps the focus the link had on the button that replaces it', async () => {
    setAddress('/#menu-movil');
    const { toggle } = await hydrateExported((container) => container.querySelector('a')!.focus());
    expect(toggle).toHaveFocus();
  });

  it('clears the fragment when the button closes it, keeping the history entry', async () => {
    setAddress('/servicios/#menu-movil');
    const length = window.history.length;
    const { user, toggle, panel } = await hydrateExported();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/servicios/');
    expect(window.history.length).toBe(length);
  });

  it('clears the fragment when Escape closes it', async () => {
    setAddress('/#menu-movil');
    const { user, toggle } = await hydrateExported();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('clears the fragment when a link closes it', async () => {
    setAddress('/#menu-movil');
    const { user, toggle } = await hydrateExported();
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    await user.click(screen.getByRole('link', { name: 'Servicios' }));
    document.removeEventListener('click', stopNavigation);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(window.location.hash).toBe('');
  });

  it('opens when the address goes back to #menu-movil', async () => {
    const { toggle } = await hydrateExported();
    await act(async () => {
      setAddress('/#menu-movil');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

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
    expect(screen.getByRole('link', { name: 'Agenda tu Cita' })).toHaveAttribute(
      'href',
      '/contacto/#agendar',
    );
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
