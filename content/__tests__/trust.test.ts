import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  boardCredential,
  credentials,
  formatLongDate,
  LICENCE_LABELS,
  practiceAreasTitle,
} from '../credentials';
import { consultorio, preguntas, testimonios } from '../facts/load';
import { formatSchedule } from '../facts/schedule';
import { contactFaq, servicesFaq } from '../faqs';
import { formPrivacy, privacySections } from '../privacy';
import { serviceGroups, services } from '../services';
import { basisSentence, statistics, statisticsDisclaimer } from '../statistics';
import { testimonialsNote } from '../testimonials';
import { urgencyBannerIn } from '../urgency';
import { doctorDays, feeText, formatPesos, visitCards } from '../visit';
import { practice } from '../practice';

const shownFaqs = [
  ...servicesFaq.items,
  ...contactFaq.items,
  ...services.flatMap((service) => service.faqs),
];
/** Every answer the pages show, one text per question. */
const faqAnswers = shownFaqs.map((faq) => faq.answer.join(' '));
/** The answer to the question the pages show that asks about `topic`. */
const faqText = (topic: RegExp) => {
  const item = shownFaqs.find((faq) => topic.test(faq.question));
  if (!item) throw new Error(`no FAQ about ${topic}`);
  return item.answer.join(' ');
};

describe('credentials as the law states them', () => {
  it('names each title with the institution that issued it and its cédula, never the university as the cédula’s issuer', () => {
    consultorio.doctor.qualifications.forEach((qualification, index) => {
      expect(credentials[index]!.text).toBe(
        `${qualification.title}, ${qualification.institution} · ${LICENCE_LABELS[qualification.licence.kind]} ${qualification.licence.number}`,
      );
      expect(credentials[index]!.text).not.toMatch(/expedida/);
    });
  });

  it('states the board certificate with its number and validity', () => {
    const board = consultorio.doctor.boardCertification;
    expect(boardCredential.text).toBe(
      `Certificado vigente del ${board.body}, núm. ${board.number}, vigente hasta el ${formatLongDate(board.validUntil)}`,
    );
    expect(formatLongDate('2028-06-30')).toBe('30 de junio de 2028');
  });

  it('says "especialización" only with a subspecialty diploma in the facts', () => {
    const subspecialty = consultorio.doctor.qualifications.some((q) => q.subspecialty);
    expect(practiceAreasTitle).toBe(
      subspecialty ? 'Áreas de especialización' : 'Áreas de práctica',
    );
  });
});

describe('every figure with its basis', () => {
  it('carries what it counts, the period and the source, and the disclaimer', () => {
    expect(statistics.map((stat) => stat.value)).toEqual(
      consultorio.statistics.map((stat) => stat.value),
    );
    for (const stat of statistics) expect(basisSentence(stat)).toMatch(/^\p{Lu}.{20,}\.$/u);
    expect(statisticsDisclaimer).toBe('Los resultados varían; ninguna cifra es garantía.');
  });
});

describe('testimonials with consent', () => {
  const CONDITIONS =
    /catarata|glaucoma|lasik|prk|pterigi|estrabismo|retin|miop|astigmat|presbicia|diabet|querat|conjuntiv|opera|cirug/i;
  const OUTCOMES = /día siguiente|volví a ver|ya no uso|veo perfecto|como antes|cur[óa]|me quitó/i;

  it('tells an experience of care: no condition beside a name, no promised result', () => {
    for (const item of testimonios.testimonials) {
      expect(item.consentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.text).not.toMatch(CONDITIONS);
      expect(item.text).not.toMatch(OUTCOMES);
    }
  });

  it('says under them that patients authorized them and results vary', () => {
    expect(testimonialsNote).toMatch(/autorización por escrito/);
    expect(testimonialsNote).toMatch(/los resultados varían/);
  });
});

describe('safe, honest medical copy', () => {
  const cards = serviceGroups.flatMap((group) => group.cards);
  const card = (id: string) => cards.find((item) => item.id === id)!;

  it('promises no result in services or FAQs', () => {
    const all = [
      ...cards.map((item) => [item.description, ...item.details].join(' ')),
      ...preguntas.faqs.flatMap((faq) => faq.answer),
    ].join(' ');
    expect(all).not.toMatch(/Recupera la nitidez|eliminar la dependencia|garantiza|sin riesgo/i);
    expect(card('lasik-prk').description).toMatch(/si eres candidato/);
    expect(card('lasik-prk').description).toMatch(/la indicación se define en consulta/);
    expect(card('cirugia-glaucoma').description).toMatch(/no recupera la visión ya perdida/);
  });

  it('writes each service page without promised results, each figure with its basis', () => {
    for (const service of services) {
      const page = [
        service.summary,
        service.description,
        ...service.sections.map((section) => section.text),
        ...service.faqs.flatMap((item) => item.answer),
      ].join(' ');
      expect(page).not.toMatch(
        /garantiza|sin riesgo|100 ?%|resultados? (perfecto|asegurado)|sin dolor|definitiv/i,
      );
      // Every surgery names its risks and that the indication is decided in consultation.
      if (service.type === 'SurgicalProcedure') {
        expect(service.sections.find((section) => section.key === 'limites')?.text).toMatch(
          /[Rr]iesgos/,
        );
        expect(page).toMatch(
          /la indicación se define en consulta|La indicación se define en consulta|te explico/,
        );
      }
      // On the page, a duration or a frequency says what it is based on or that it varies (the
      // card's own line is the general rule: "cada 6 a 12 meses").
      const pageText = page.replace(service.description, '');
      for (const figure of pageText.matchAll(/[^.]*\d+ (a|y) \d+ (minutos|meses)[^.]*\./g)) {
        expect(figure[0]).toMatch(
          /en general|suele|habitual|según|depende|varía|por lo general|Es lo habitual|estimación/i,
        );
      }
    }
  });

  it('puts the urgency line and 911 on the pages of urgent conditions', () => {
    const urgent = services.filter((service) => service.urgentSigns).map((service) => service.slug);
    expect(urgent).toEqual(expect.arrayContaining(['infecciones-oculares', 'cirugia-glaucoma']));
  });

  it('sends to emergency services when nobody answers, and says what to do meanwhile', () => {
    const banner = [
      urgencyBannerIn.es.text,
      urgencyBannerIn.es.fallback,
      urgencyBannerIn.es.emergencyNumber,
      ...urgencyBannerIn.es.meanwhile,
    ].join(' ');
    for (const text of [banner, faqText(/urgencia/)]) {
      expect(text).toMatch(/Disponible 24\/7 para emergencias|disponible 24\/7 para emergencias/);
      expect(text).toMatch(/urgencias más cercano/);
      expect(text).toMatch(/911/);
      expect(text).toMatch(/al menos 15 minutos/);
      expect(text).toMatch(/no lo retires ni presiones el ojo/);
    }
  });

  it('keeps screening from 6 months and adds the neonatal screening, the premature retina check and the white reflex', () => {
    const text = faqText(/primer examen/);
    expect(text).toMatch(/desde los 6 meses/);
    expect(text).toMatch(/cuarta semana/);
    expect(text).toMatch(/tamiz visual neonatal/);
    expect(text).toMatch(/retinopatía del prematuro/);
    expect(text).toMatch(/reflejo blanco.*pide cita de inmediato/);
  });

  it('keeps one voice: no "tócale", no "Les escribo" to one doctor', () => {
    const roots = ['content', 'lib/contact'];
    const files = roots.flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx|yml)$/.test(file) && !file.includes('__tests__'))
        .map((file) => path.join(root, file)),
    );
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      expect([file, /tócale|Les escribo/.test(source)]).toEqual([file, false]);
    }
  });
});

describe('the privacy notice in the law’s terms', () => {
  const notice = privacySections
    .map((section) =>
      [
        section.title,
        ...section.paragraphs,
        ...(section.items ?? []),
        ...(section.closing ?? []),
      ].join(' '),
    )
    .join(' ');

  it.each([
    'Identidad y domicilio del responsable',
    'datos personales sensibles',
    'Finalidades del tratamiento',
    'No hay finalidades secundarias',
    'Transferencias y remisiones',
    'limitar el uso o la divulgación',
    'derechos ARCO',
    'revocar el consentimiento',
    '20 días hábiles',
    '15 días hábiles',
    'Secretaría Anticorrupción y Buen Gobierno',
    '12 meses',
    'NOM-004-SSA3-2012',
    'localStorage',
    '72 horas',
    'Cambios al aviso de privacidad',
  ])('names %s', (term) => {
    expect(notice).toContain(term);
  });

  it('describes the WhatsApp delivery without calling Meta our encargado', () => {
    const transfers = privacySections
      .find((section) => section.id === 'transferencias')!
      .paragraphs.join(' ');
    expect(transfers).toMatch(/no actúa por mi cuenta ni es mi encargado/);
    expect(transfers).not.toMatch(/por cuenta nuestra/);
  });

  it('lists what an ARCO request must include', () => {
    const arco = privacySections.find((section) => section.id === 'derechos-arco')!;
    expect(arco.items?.join(' ')).toMatch(
      /medio para responderte.*identidad.*representación.*descripción clara.*localizar/s,
    );
  });

  it('gives the short notice by the form art. 16’s elements', () => {
    const text = formPrivacy.notice;
    expect(text).toContain(practice.doctor.name);
    expect(text).toContain(practice.practices[0].fullAddress);
    expect(text).toMatch(/nombre, teléfono, correo, el servicio que elijas y tu mensaje/);
    expect(text).toMatch(/responderte y agendar tu cita/);
    expect(text).toMatch(/limitar su uso o ejercer tus derechos ARCO/);
    expect(text).toContain(practice.email);
    expect(formPrivacy.draft).toMatch(/72 horas/);
  });
});

describe('before a visit', () => {
  it('gives the fee as "desde" when it is a starting price', () => {
    expect(feeText).toBe(
      `${consultorio.visit.fee.from ? 'desde ' : ''}${formatPesos(consultorio.visit.fee.amount)}`,
    );
    expect(formatPesos(900)).toBe('$900 MXN');
    expect(formatPesos(1200)).toBe('$1,200 MXN');
  });

  it("gives the doctor's days at each practice, not the building's opening hours, in the region's time", () => {
    consultorio.practices.forEach((place, index) => {
      expect(doctorDays[index]!.hours).toContain(consultorio.region.timeLabel);
      expect(doctorDays[index]!.facilityHours === null).toBe(!place.doctorHours);
    });
    consultorio.practices.forEach((place, index) => {
      const [first] = formatSchedule(place.doctorHours ?? place.openingHours);
      expect(doctorDays[index]!.hours.startsWith(`${first!.days}, ${first!.hours}`)).toBe(true);
    });
  });

  it('covers fee, insurers, days, accessibility, companions and changes, and the FAQs say the same', () => {
    expect(visitCards.map((card) => card.id)).toEqual([
      'costo',
      'seguros',
      'dias',
      'accesibilidad',
      'acompanante',
      'cambios',
    ]);
    const text = visitCards.flatMap((card) => card.lines).join(' ');
    for (const term of [
      'CFDI',
      'consultorio privado',
      'reembolso',
      'elevador',
      'silla de ruedas',
      'dilatarán las pupilas',
      'madre, padre o tutor',
      consultorio.visit.cancellation,
    ]) {
      expect(text).toContain(term);
    }
    expect(faqAnswers.filter((answer) => answer.includes(feeText))).not.toEqual([]);
    expect(
      faqAnswers.filter((answer) => answer.includes(consultorio.visit.cancellation)),
    ).not.toEqual([]);
    expect(faqAnswers.filter((answer) => /madre, padre o tutor/.test(answer))).not.toEqual([]);
  });
});
