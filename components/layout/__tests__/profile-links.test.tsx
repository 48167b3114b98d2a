import { render, screen } from '@testing-library/react';
import { profileLinksOf } from '@/content/profiles';
import { Testimonials } from '../../sections/testimonials';
import { ProfileLinks } from '../profile-links';

const all = {
  googleBusiness: 'https://g.page/consultorio',
  googleReview: 'https://g.page/r/consultorio/review',
  doctoralia: 'https://www.doctoralia.com.mx/consultorio',
  facebook: 'https://www.facebook.com/consultorio',
  instagram: '',
};

describe('profile links', () => {
  it('one link per profile with an address, opening in a new tab, with a Spanish hint; none for empty fields', () => {
    const links = profileLinksOf(all);
    expect(links.map((link) => link.id)).toEqual(['googleBusiness', 'doctoralia', 'facebook']);
    render(<ProfileLinks links={links} className="" locale="es" />);
    const facebook = screen.getByRole('link', { name: 'Facebook (se abre en una pestaña nueva)' });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/consultorio');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(facebook.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link', { name: /Instagram/ })).toBeNull();
  });

  it('renders nothing when no profile is set', () => {
    const links = profileLinksOf({
      googleBusiness: '',
      googleReview: '',
      doctoralia: null,
      facebook: '',
      instagram: undefined,
    });
    expect(links).toEqual([]);
    const { container } = render(<ProfileLinks links={links} className="" locale="es" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("the testimonials show 'Déjanos tu opinión' only with a review link", () => {
    const review = { href: all.googleReview, label: 'Déjanos tu opinión' };
    const { rerender } = render(
      <Testimonials locale="es" testimonials={[]} statistics={[]} review={review} />,
    );
    expect(
      screen.getByRole('link', { name: 'Déjanos tu opinión (se abre en una pestaña nueva)' }),
    ).toHaveAttribute('href', all.googleReview);
    rerender(<Testimonials locale="es" testimonials={[]} statistics={[]} review={null} />);
    expect(screen.queryByRole('link', { name: /Déjanos tu opinión/ })).toBeNull();
  });
});
