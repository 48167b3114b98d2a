/**
 * @jest-environment node
 */
// A practice other than the example's: the names below come from its facts, whatever they are.
import '@/content/facts/__fixtures__/second-practice';
import { renderToStaticMarkup } from 'react-dom/server';
import { practice } from '@/content/practice';
import { privacyNotices, privacyUpdatedIso } from '@/content/privacy';
import { HTML_LANG } from '@/lib/locale';
import { PAGE_PATHS } from '@/lib/page-paths';
import { PrivacyNotice } from '../privacy-notice';

/** How React writes text into HTML. */
const escaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

const markup = renderToStaticMarkup(<PrivacyNotice locale="en" />);
const [hospital, unit] = practice.practices;

describe('the English privacy notice', () => {
  it('names the practice’s controller, e-mail and addresses from its facts', () => {
    for (const fact of [
      practice.doctor.name,
      practice.email,
      hospital.fullAddress,
      unit.fullAddress,
    ])
      expect(markup).toContain(escaped(fact));
  });

  it('reads in English, with no Spanish section left untranslated', () => {
    expect(markup).toContain('In this notice');
    expect(markup).toContain('ARCO rights (access, rectification, cancellation and opposition)');
    expect(markup).toContain('This website uses no cookies');
    for (const section of privacyNotices.es.sections) {
      expect(markup).not.toContain(escaped(section.title));
      expect(markup).not.toContain(escaped(section.plain));
    }
  });

  it('dates the version in English words', () => {
    expect(markup).toMatch(
      new RegExp(
        `<time dateTime="${privacyUpdatedIso}">Last updated (January|February|March|April|May|June|July|August|September|October|November|December) \\d{1,2}, \\d{4}</time>`,
      ),
    );
  });

  it('links the Spanish notice, marked as Spanish, before its first section', () => {
    const link = markup.match(/<a [^>]*href="\/aviso-de-privacidad\/"[^>]*>([^<]*)<\/a>/);
    expect(link?.[0]).toContain(`href="${PAGE_PATHS.privacy.es}"`);
    expect(link?.[0]).toContain(`hrefLang="${HTML_LANG.es}"`);
    expect(link?.[0]).toContain('lang="es"');
    expect(link?.[1]).toBe(privacyNotices.es.hero.eyebrow);
    expect(markup.indexOf(link![0])).toBeLessThan(markup.indexOf('<nav'));
  });

  it('says it is a courtesy translation and that the Spanish notice governs', () => {
    const header = markup.slice(0, markup.indexOf('</header>'));
    expect(header).toMatch(/courtesy translation/);
    expect(header).toMatch(/The notice that governs is the Spanish one/);
    expect(header).toMatch(/the Spanish text prevails/);
  });
});
