/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import {
  privacyContentsTitle,
  privacyHero,
  privacySections,
  privacyUpdated,
} from '@/content/privacy';
import { PrivacyNotice } from '../privacy-notice';

describe('PrivacyNotice', () => {
  const markup = renderToStaticMarkup(
    <PrivacyNotice
      hero={privacyHero}
      sections={privacySections}
      updated={privacyUpdated}
      contentsTitle={privacyContentsTitle}
    />,
  );

  it('lays out each section only near the viewport, as the other pages do below their hero', () => {
    // The notice's sections are below its heading and index on every screen; styled and laid out
    // in the first frame, they lengthen that frame's task (docs/quality.md).
    const sections = markup.match(/<section [^>]*>/g) ?? [];
    expect(sections).toHaveLength(privacySections.length);
    for (const section of sections)
      expect(section).toMatch(/class="render-near-viewport scroll-mt-24"/);
  });

  it('keeps the heading and the index in the first frame', () => {
    expect(markup.slice(0, markup.indexOf('<section'))).not.toContain('render-near-viewport');
    for (const section of privacySections) expect(markup).toContain(`href="#${section.id}"`);
  });
});
