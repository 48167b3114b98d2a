import {
  SAMPLED_SERVICE_PAGES,
  sampledServiceRoutes,
  withSampledServicePages,
} from '../site-pages.mjs';

const pages = (...routes: string[]) => routes.map((route) => ({ route }));

describe('the sampled service pages', () => {
  it('are the chosen two when the export has them, and every other page stays', () => {
    const all = pages(
      '/',
      '/servicios/',
      '/servicios/a/',
      ...SAMPLED_SERVICE_PAGES,
      '/servicios/z/',
    );
    expect(sampledServiceRoutes(all)).toEqual(SAMPLED_SERVICE_PAGES);
    expect(withSampledServicePages(all).map(({ route }) => route)).toEqual([
      '/',
      '/servicios/',
      ...SAMPLED_SERVICE_PAGES,
    ]);
  });

  it('take the first other service page in place of one the practice hid or renamed', () => {
    expect(
      sampledServiceRoutes(
        pages('/servicios/', '/servicios/a/', SAMPLED_SERVICE_PAGES[1]!, '/servicios/z/'),
      ),
    ).toEqual([SAMPLED_SERVICE_PAGES[1], '/servicios/a/']);
    expect(sampledServiceRoutes(pages('/servicios/b/', '/servicios/c/', '/servicios/d/'))).toEqual([
      '/servicios/b/',
      '/servicios/c/',
    ]);
    expect(sampledServiceRoutes(pages('/servicios/b/'))).toEqual(['/servicios/b/']);
  });
});
