import '../facts/__fixtures__/second-practice';
import { practice } from '../practice';
import { SEARCH_SNIPPET_CHARS, seoIn } from '../seo';
import { socialCardIn, socialImageAltIn } from '../social';

// The second fictional practice's doctor is a woman, «Dra.» in Spanish: English writes "Dr."
// before every doctor's name, and its words fit a search result with her practice's names too.
describe('English search words of another practice', () => {
  const [givenName] = practice.doctor.name.replace(/^Dra?\.\s+/, '').split(' ');

  it('name her "Dr." in English and «Dra.» in Spanish', () => {
    expect(practice.doctor.name).toMatch(/^Dra\. /);
    const english = [
      seoIn.en.siteName,
      seoIn.en.titleTemplate,
      seoIn.en.pages.home.description,
      socialCardIn.en.doctor,
      socialImageAltIn('en', seoIn.en.pages.home.title),
    ];
    for (const text of english) expect(text).toContain(givenName);
    for (const text of english) expect(text).not.toMatch(/\bDra\./);
    expect(seoIn.en.siteName).toMatch(/^Dr\. /);
    expect(seoIn.es.siteName).toMatch(/^Dra\. /);
  });

  it('fit every English description in a search result', () => {
    for (const seo of Object.values(seoIn.en.pages))
      expect(seo.description.length).toBeLessThanOrEqual(SEARCH_SNIPPET_CHARS);
    expect(seoIn.en.defaultDescription.length).toBeLessThanOrEqual(SEARCH_SNIPPET_CHARS);
  });
});
