import { mainNavigation } from '../navigation';
import { privacyPath } from '../privacy';
import { pageSeo } from '../seo';
import { footerServices } from '../services';
import { actions, bookingHref } from '@/lib/practice-links';
import { nodeIds } from '@/lib/structured-data/ids';

/** A page URL a plain file server answers 200 on: "/" or "/route/", optionally with a #fragment. */
const pageUrl = /^\/([a-z0-9-]+\/)*(#[a-z0-9-]+)?$/;

describe('internal page links (pages are exported as <route>/index.html)', () => {
  it('end every page path in a slash, fragments after it', () => {
    const hrefs = [
      ...mainNavigation.map((item) => item.href),
      ...Object.values(pageSeo).map((page) => page.path),
      ...footerServices.map((link) => link.href),
      actions.allServices.href,
      bookingHref,
      privacyPath,
    ];
    for (const href of hrefs) expect(href).toMatch(pageUrl);
  });

  it('gives the structured data node ids the same page URLs', () => {
    expect(new URL(nodeIds.doctor).pathname).toBe('/sobre-mi/');
    expect(new URL(nodeIds.service('x')).pathname).toBe('/servicios/');
  });
});
