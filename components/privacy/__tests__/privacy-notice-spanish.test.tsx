/**
 * @jest-environment node
 */
import '@/content/facts/__fixtures__/second-practice';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatLongDate } from '@/content/credentials';
import { practice } from '@/content/practice';
import { privacyNotices, privacySections, privacyUpdatedIso } from '@/content/privacy';
import { PrivacyNotice } from '../privacy-notice';

const markup = renderToStaticMarkup(<PrivacyNotice locale="es" />);

describe('the Spanish privacy notice', () => {
  it('is the governing text: no translation note, no link to another language', () => {
    expect(privacyNotices.es.translationNote).toBeNull();
    expect(markup).not.toMatch(/hrefLang|lang=|courtesy/);
    expect(markup).not.toContain('href="/');
  });

  it('dates the version in the site’s Spanish words', () => {
    expect(markup).toContain(
      `<time dateTime="${privacyUpdatedIso}">Última actualización: ${formatLongDate(privacyUpdatedIso)}</time>`,
    );
  });

  it('renders the Spanish sections the Spanish pages and checks read', () => {
    expect(privacyNotices.es.sections).toBe(privacySections);
    expect(markup).toContain('<h2 id="indice-aviso"');
    expect(markup).toContain('En este aviso');
    for (const section of privacySections) expect(markup).toContain(`id="${section.id}-titulo"`);
    expect(markup).toContain(practice.email);
  });
});
