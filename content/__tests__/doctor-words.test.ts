import '../facts/__fixtures__/second-practice';
import { contactHeroIn } from '../contact';
import { homeHeroIn } from '../home';
import { practice } from '../practice';
import { formPrivacy, privacySections } from '../privacy';
import { servicePageTextIn } from '../services-page';
import { pageSeo, titleTemplate } from '../seo';
import { socialCard } from '../social';

// The second fictional practice's doctor is a woman (doctor.form: femenino): every sentence that
// names her agrees with it, and none keeps the masculine form.
describe('copy that names the doctor', () => {
  const sentences = [
    homeHeroIn.es.eyebrow,
    homeHeroIn.es.title,
    homeHeroIn.es.lead,
    contactHeroIn.es.title,
    titleTemplate,
    ...Object.values(pageSeo).flatMap((seo) => [seo.title, seo.description]),
    socialCard.role,
    servicePageTextIn.es.reviewed('1 de enero de 2027'),
    formPrivacy.notice,
    ...privacySections.flatMap((section) => section.paragraphs),
  ];

  it('agrees with how the facts name her', () => {
    expect(practice.doctor.form).toBe('femenino');
    expect(homeHeroIn.es.lead).toContain(`Soy la ${practice.doctor.name}.`);
    expect(homeHeroIn.es.title).toMatch(/^Oftalmóloga y cirujana de ojos en /);
    expect(homeHeroIn.es.eyebrow).toMatch(/ certificada$/);
    expect(contactHeroIn.es.title).toMatch(/con la oftalmóloga en/);
    expect(titleTemplate).toMatch(/, Oftalmóloga$/);
    expect(pageSeo.about.description).toContain(`Conoce a la ${practice.doctor.name}`);
    expect(pageSeo.contact.description).toContain(`con la ${practice.doctor.name}`);
    expect(pageSeo.privacy.description).toContain(`de la ${practice.doctor.name}`);
    expect(formPrivacy.notice).toMatch(/^La responsable de tus datos soy yo, la /);
  });

  it('keeps no masculine form', () => {
    for (const sentence of sentences)
      expect(sentence).not.toMatch(
        /\b(?:(?:el|al|del) Dra|certificado|[Oo]ftalmólogo|cirujano|el responsable)\b/,
      );
  });
});
