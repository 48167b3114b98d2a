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
    render(<NavLinks items={mainNavigation} activeClassName="is-active" />);
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(label);
    expect(current[0]).toHaveClass('is-active');
  });

  it('marks Servicios as the section of a service page, no link as the page itself', () => {
    mockPathname.mockReturnValue('/servicios/cirugia-catarata/');
    render(<NavLinks items={mainNavigation} activeClassName="is-active" />);
    const links = screen.getAllByRole('link');
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(0);
    const section = links.filter((link) => link.getAttribute('aria-current') === 'true');
    expect(section.map((link) => link.textContent)).toEqual(['Servicios']);
    expect(section[0]).toHaveClass('is-active');
  });

  it('renders the four links in order', () => {
    mockPathname.mockReturnValue('/');
    render(<NavLinks items={mainNavigation} />);
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Inicio', '/'],
      ['Sobre Mí', '/sobre-mi/'],
      ['Servicios', '/servicios/'],
      ['Contacto', '/contacto/'],
    ]);
  });
});
