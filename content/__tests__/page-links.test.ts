import { mainNavigation } from '../navigation';
import { pageSeo } from '../seo';
import { footerServices } from '../services';
import { LOCALES } from '@/lib/locale';
import { PAGE_PATHS } from '@/lib/page-paths';
import { actionsIn, bookingHref, serviceBookingHref } from '@/lib/practice-links';
import { nodeIds } from '@/lib/structured-data/ids';
import { servicePages } from '@/lib/service-pages';
import { servicePath } from '@/lib/urls';

/** A page URL a plain file server answers 200 on: "/" or "/route/", optionally with a #fragment. */
const pageUrl = /^\/([a-z0-9-]+\/)*(#[a-z0-9-]+)?$/;

describe('internal page links (pages are exported as <route>/index.html)', () => {
  it('end every page path in a slash, fragments after it', () => {
    const hrefs = [
      ...LOCALES.flatMap((locale) => mainNavigation(locale).map((item) => item.href)),
      ...Object.values(PAGE_PATHS).flatMap((paths) => Object.values(paths)),
      ...Object.values(pageSeo).map((page) => page.path),
      ...footerServices.map((service) => servicePath(service.slug)),
      ...servicePages.map((page) => page.path),
      ...LOCALES.map((locale) => actionsIn[locale].allServices.href),
      ...LOCALES.map((locale) => bookingHref(locale)),
    ];
    for (const href of hrefs) expect(href).toMatch(pageUrl);
  });

  it('opens the form with a service selected as /contacto/?servicio=<option>#agendar', () => {
    expect(serviceBookingHref('es', 'catarata')).toBe('/contacto/?servicio=catarata#agendar');
    expect(serviceBookingHref('es', null)).toBe(bookingHref('es'));
    expect(serviceBookingHref('en', 'catarata')).toBe('/en/contact/?servicio=catarata#agendar');
  });

  it('gives the structured data node ids the same page URLs', () => {
    expect(new URL(nodeIds.doctor).pathname).toBe('/sobre-mi/');
    expect(new URL(nodeIds.service('x')).pathname).toBe('/servicios/');
  });
});
