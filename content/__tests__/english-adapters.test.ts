import { consultorioSource, preguntasSource } from '@/content/facts/load';
import { hasEnglishService, assertEnglishService } from '@/content/facts/english-status';
import { serviceFiles } from '@/content/facts/load-services';
import { faqsIn } from '@/content/faqs';
import { practiceIn } from '@/content/practice';
import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { parseServiceFile } from '@/content/facts/load-services';
import { SERVICE_SECTION_HEADINGS } from '@/content/facts/service-schema';
import { completeService } from '@/content/facts/__fixtures__/string-fields';
import { servicesIn, toServiceIn } from '@/content/services';
import { statisticsIn } from '@/content/statistics';
import { tokenValuesIn } from '@/content/text-tokens';
import { visitCardsIn, visitIn } from '@/content/visit';

/**
 * The adapters speak each language from the same facts: in English, the words' English halves and
 * English sentences around them; in Spanish, the Spanish halves, as they always read. Expected
 * values come from the loaded facts (any practice).
 */
describe('the adapters in each language', () => {
  const { doctor, visit, statistics } = consultorioSource;

  it('give each word in its language', () => {
    expect(practiceIn.es.doctor.title).toBe(doctor.title.es);
    expect(practiceIn.en.doctor.title).toBe(doctor.title.en ?? '');
    expect(practiceIn.en.doctor.name).toBe(practiceIn.es.doctor.name);
    expect(statisticsIn.es.map((stat) => stat.label)).toEqual(statistics.map((s) => s.label.es));
    expect(statisticsIn.en.map((stat) => stat.label)).toEqual(
      statistics.map((s) => s.label.en ?? ''),
    );
    expect(tokenValuesIn.es.cancelacion).toBe(visit.cancellation.es);
    expect(tokenValuesIn.en.cancelacion).toBe(visit.cancellation.en ?? '');
    expect(visitCardsIn.en.at(-1)!.lines).toEqual([visit.cancellation.en ?? '']);
  });

  it('compose the visit in English around the English words, never the Spanish ones', () => {
    for (const method of visit.paymentMethods) {
      expect(visitIn.en.paymentText.toLowerCase()).toContain((method.en ?? '').toLowerCase());
      expect(visitIn.en.paymentText.toLowerCase()).not.toContain(method.es.toLowerCase());
    }
    expect(visitIn.en.feeText).toMatch(/^(from )?MX\$[\d,]+$/);
    expect(visitIn.es.feeText).toMatch(/^(desde )?\$[\d,]+ MXN$/);
  });

  it('show a question in English only with its English question and answer', () => {
    const places = [...new Set(preguntasSource.faqs.flatMap((faq) => faq.shownOn))];
    for (const place of places) {
      const english = preguntasSource.faqs.filter(
        (faq) => faq.shownOn.includes(place) && faq.question.en && faq.answer.en?.length,
      );
      expect(faqsIn('en', place).length).toBe(english.length);
      expect(faqsIn('es', place).length).toBe(
        preguntasSource.faqs.filter((faq) => faq.shownOn.includes(place)).length,
      );
    }
  });

  it('publish in English only the services with their complete English, each at its English address', () => {
    const visible = serviceFiles.filter((service) => !service.data.hidden);
    expect(servicesIn.es.length).toBe(visible.length);
    expect(servicesIn.en.map((service) => service.id).sort()).toEqual(
      visible
        .filter((service) => hasEnglishService(service.slug))
        .map((s) => s.slug)
        .sort(),
    );
    for (const service of servicesIn.en) {
      const file = visible.find((item) => item.slug === service.id)!;
      expect(service.slug).toBe(file.data.en!.slug);
      expect(service.slugs).toEqual({ es: file.slug, en: file.data.en!.slug });
      expect(service.title).toBe(file.data.en!.title);
    }
    for (const file of visible.filter((service) => !hasEnglishService(service.slug)))
      expect(() => assertEnglishService(file.slug)).toThrow(/no se puede publicar: falta/);
  });

  it('write a service in English from its English version, sections under the English headings', () => {
    const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
      readFileSync('content/facts/__fixtures__/servicio.md', 'utf8'),
    )!;
    const data = completeService(parse(front!) as Record<string, unknown>);
    const file = `---\n${stringify(data)}---\n${body}`;
    const service = { slug: 'prueba', ...parseServiceFile('content/servicios/prueba.md', file) };
    const english = service.data.en!;
    const [inSpanish, inEnglish] = [toServiceIn(service, 'es'), toServiceIn(service, 'en')];
    expect(inSpanish.title).toBe(service.data.title);
    expect(inEnglish.title).toBe(english.title);
    expect(inEnglish.sections.map((section) => section.heading)).toEqual(
      Object.values(SERVICE_SECTION_HEADINGS.en),
    );
    expect(inEnglish.fee?.text).toMatch(/^from MX\$/);
    expect(inEnglish.fee?.basis).toBe(english.feeBasis);
    expect(inEnglish.seoTitle.startsWith(`${english.seo!.title} in `)).toBe(true);
    expect(inEnglish.faqs.slice(-english.faqs!.length).map((faq) => faq.question)).toEqual(
      english.faqs!.map((faq) => faq.question),
    );
  });
});
