import { mainNavigation } from '../navigation';
import { privacyPath } from '../privacy';
import { pageSeo } from '../seo';
import { footerServices } from '../services';
import { actions, bookingHref, serviceBookingHref } from '@/lib/practice-links';
import { nodeIds } from '@/lib/structured-data/ids';
import { servicePages } from '@/lib/service-pages';
import { servicePath } from '@/lib/urls';

/** A page URL a plain file server answers 200 on: "/" or "/route/", optionally with a #fragment. */
const pageUrl = /^\/([a-z0-9-]+\/)*(#[a-z0-9-]+)?$/;

describe('internal page links (pages are exported as <route>/index.html)', () => {
  it('end every page path in a slash, fragments after it', () => {
    const hrefs = [
      ...mainNavigation.map((item) => item.href),
      ...Object.values(pageSeo).map((page) => page.path),
      ...footerServices.map((service) => servicePath(service.slug)),
      ...servicePages.map((page) => page.path),
      actions.allServices.href,
      bookingHref,
      privacyPath,
    ];
    for (const href of hrefs) expect(href).toMatch(pageUrl);
  });

  it('opens the form with a service selected as /contacto/?servicio=<option>#agendar', () => {
    expect(serviceBookingHref('catarata')).toBe('/contacto/?servicio=catarata#agendar');
    expect(serviceBookingHref(null)).toBe(bookingHref);
  });

  it('gives the structured data node ids the same page URLs', () => {
    expect(new URL(nodeIds.doctor).pathname).toBe('/sobre-mi/');
    expect(new URL(nodeIds.service('x')).pathname).toBe('/servicios/');
  });
});
