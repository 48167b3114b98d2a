/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { privacyNotices } from '@/content/privacy';
import { LOCALES } from '@/lib/locale';
import { PrivacyNotice } from '../privacy-notice';

describe.each(LOCALES)('PrivacyNotice in %s', (locale) => {
  const markup = renderToStaticMarkup(<PrivacyNotice locale={locale} />);
  const { sections } = privacyNotices[locale];

  it('lays out each section only near the viewport, as the other pages do below their hero', () => {
    // The notice's sections are below its heading and index on every screen; styled and laid out
    // in the first frame, they lengthen that frame's task (docs/quality.md).
    const rendered = markup.match(/<section [^>]*>/g) ?? [];
    expect(rendered).toHaveLength(sections.length);
    for (const section of rendered)
      expect(section).toMatch(/class="render-near-viewport scroll-mt-24"/);
  });

  it('keeps the heading and the index in the first frame', () => {
    expect(markup.slice(0, markup.indexOf('<section'))).not.toContain('render-near-viewport');
    for (const section of sections) expect(markup).toContain(`href="#${section.id}"`);
  });
});
