import { render, screen } from '@testing-library/react';
import { mainNavigation } from '@/content/navigation';
import { NavLinks } from '../nav-links';

const mockPathname = jest.fn<string, []>();
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname() }));

describe('NavLinks', () => {
  it.each([
    ['/', 'Inicio'],
    ['/sobre-mi', 'Sobre Mí'],
    ['/servicios/', 'Servicios'],
    ['/contacto.html', 'Contacto'],
  ])('marks only the current page on %s', (path, label) => {
    mockPathname.mockReturnValue(path);
    render(<NavLinks items={mainNavigation('es')} activeClassName="is-active" />);
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(label);
    expect(current[0]).toHaveClass('is-active');
  });

  it('marks Servicios as the section of a service page, no link as the page itself', () => {
    mockPathname.mockReturnValue('/servicios/cirugia-catarata/');
    render(<NavLinks items={mainNavigation('es')} activeClassName="is-active" />);
    const links = screen.getAllByRole('link');
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(0);
    const section = links.filter((link) => link.getAttribute('aria-current') === 'true');
    expect(section.map((link) => link.textContent)).toEqual(['Servicios']);
    expect(section[0]).toHaveClass('is-active');
  });

  it('renders the four links in order', () => {
    mockPathname.mockReturnValue('/');
    render(<NavLinks items={mainNavigation('es')} />);
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Inicio', '/'],
      ['Sobre Mí', '/sobre-mi/'],
      ['Servicios', '/servicios/'],
      ['Contacto', '/contacto/'],
    ]);
  });

  it('marks the English section on an English service page, never the English home', () => {
    mockPathname.mockReturnValue('/en/services/cataract-surgery/');
    render(<NavLinks items={mainNavigation('en')} activeClassName="is-active" />);
    const marked = screen
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'))
      .map((link) => [link.textContent, link.getAttribute('aria-current')]);
    expect(marked).toEqual([['Services', 'true']]);
  });

  it('marks the English home as the page on /en/', () => {
    mockPathname.mockReturnValue('/en/');
    render(<NavLinks items={mainNavigation('en')} />);
    const current = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current'));
    expect(current.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
      ['Home', 'page'],
    ]);
  });

  const languageLink = {
    label: 'English',
    lang: 'en',
    hrefLang: 'en',
    paths: { '/sobre-mi': '/en/about/' },
  };

  it('ends with the same page in the other language, in that language, when it has a twin', () => {
    mockPathname.mockReturnValue('/sobre-mi/');
    render(<NavLinks items={mainNavigation('es')} languageLink={languageLink} />);
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/en/about/');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('lang', 'en');
    expect(screen.getAllByRole('link').at(-1)).toBe(link);
  });

  it('shows no language link on a page without a twin', () => {
    mockPathname.mockReturnValue('/contacto/');
    render(<NavLinks items={mainNavigation('es')} languageLink={languageLink} />);
    expect(screen.queryByRole('link', { name: 'English' })).toBeNull();
  });
});
