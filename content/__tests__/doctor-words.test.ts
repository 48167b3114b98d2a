import '../facts/__fixtures__/second-practice';
import { contactHero } from '../contact';
import { homeHero } from '../home';
import { practice } from '../practice';
import { pageSeo, titleTemplate } from '../seo';
import { socialCard } from '../social';

// The second fictional practice's doctor is a woman (doctor.form: femenino): every sentence that
// names her agrees with it, and none keeps the masculine form.
describe('copy that names the doctor', () => {
  const sentences = [homeHero.eyebrow, homeHero.title, homeHero.lead, contactHero.title, titleTemplate, pageSeo.home.title, pageSeo.home.description, socialCard.role];

  it('agrees with how the facts name her', () => {
    expect(practice.doctor.form).toBe('femenino');
    expect(homeHero.lead).toContain(`Soy la ${practice.doctor.name}.`);
    expect(homeHero.title).toMatch(/^Oftalmóloga y cirujana de ojos en /);
    expect(homeHero.eyebrow).toMatch(/ certificada$/);
    expect(contactHero.title).toMatch(/con la oftalmóloga en/);
    expect(titleTemplate).toMatch(/, Oftalmóloga$/);
  });

  it('keeps no masculine form', () => {
    for (const sentence of sentences) expect(sentence).not.toMatch(/\b(el Dra|certificado|[Oo]ftalmólogo|cirujano)\b/);
  });
});
