import { LOCALES } from '@/lib/locale';
import { featuredSpecialties } from '../featured';
import { consultorio, testimonios } from '../facts/load';
import { serviceFiles } from '../facts/load-services';
import { FORM_OPTIONS } from '../facts/service-schema';
import type { PracticeFacts } from '../facts/schema';
import { fullAddress, practice, streetLine } from '../practice';
import { defaultDescription, fitForSearch, pageSeo, SEARCH_SNIPPET_CHARS } from '../seo';
import { HOME_SCREEN_NAME_MAX, homeScreenName } from '../social';
import {
  clinicalServices,
  preventiveServices,
  serviceGroups,
  serviceGroupsIn,
  surgicalServices,
  FEATURED_LABEL,
} from '../services';
import { serviceOptions } from '../service-options';
import { testimonials } from '../testimonials';
import { timeline } from '../about';
import { statistics } from '../statistics';
import { formFieldsIn, formSectionIn } from '../contact';

describe('content integrity', () => {
  it('shows every testimonial with its rating, text, name and the town of its practice', () => {
    expect(testimonials).toHaveLength(testimonios.testimonials.length);
    testimonios.testimonials.forEach((item, index) => {
      const testimonial = testimonials[index]!;
      expect(testimonial.rating).toBe(item.rating);
      expect(testimonial.text.length).toBeGreaterThan(20);
      expect(testimonial.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
      expect(testimonial.location).toBe(
        practice.practices.find((place) => place.id === item.practice)!.town,
      );
    });
  });

  it('puts every visible service in its group, by its order, hidden ones nowhere', () => {
    const visible = serviceFiles.filter((service) => !service.data.hidden);
    for (const group of [clinicalServices, surgicalServices, preventiveServices]) {
      const expected = visible
        .filter((service) => service.data.group === group.id)
        .sort((a, b) => a.data.order - b.data.order);
      expect(group.cards.map((card) => card.id)).toEqual(expected.map((service) => service.slug));
    }
  });

  it('flags exactly the services marked featured, and gives a card the age tag of its file', () => {
    const cards = serviceGroups.flatMap((group) => group.cards);
    const fileOf = (id: string) => serviceFiles.find((service) => service.slug === id)!.data;
    expect(cards.filter((card) => card.featured).map((card) => card.id)).toEqual(
      cards.filter((card) => fileOf(card.id).featured).map((card) => card.id),
    );
    for (const card of cards) expect(card.ageTag ?? null).toBe(fileOf(card.id).ageTag ?? null);
    expect(FEATURED_LABEL).toBe('Más Solicitado');
  });

  it('uses unique service ids, and the featured cards point at the pages of cards, in each language', () => {
    const ids = serviceGroups.flatMap((group) => group.cards.map((card) => card.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const locale of LOCALES) {
      const paths = serviceGroupsIn[locale].flatMap((group) =>
        group.cards.map((card) => card.path),
      );
      for (const specialty of featuredSpecialties(locale)) expect(paths).toContain(specialty.path);
    }
  });

  it('dates the timeline by the titles, the board certification and the state society, in that order', () => {
    const { qualifications, boardCertification, societies } = consultorio.doctor;
    expect(timeline('es').map((entry) => entry.year)).toEqual([
      ...qualifications.map((item) => String(item.year)),
      String(boardCertification.since),
      societies.state.period ?? '',
    ]);
  });

  it('shows the practice’s four figures', () => {
    expect(statistics.map((stat) => stat.value)).toEqual(
      consultorio.statistics.map((stat) => stat.value),
    );
  });

  it('offers the form’s service options, each a service may name, under a placeholder', () => {
    expect(serviceOptions.map((option) => option.value)).toEqual(FORM_OPTIONS);
    for (const service of serviceFiles)
      if (service.data.formOption) expect(FORM_OPTIONS).toContain(service.data.formOption);
    expect(formSectionIn.es.servicePlaceholder).toBe('Selecciona un servicio');
    expect(formSectionIn.es.note).toBe(
      '* Campos obligatorios. Responderemos tu mensaje en menos de 24 horas.',
    );
  });

  it('limits every form field', () => {
    expect(
      Object.values(formFieldsIn('es')).map((field) => [
        field.name,
        field.maxLength,
        field.required,
      ]),
    ).toEqual([
      ['name', 100, true],
      ['phone', 20, true],
      ['email', 254, true],
      ['service', 20, false],
      ['message', 2000, true],
    ]);
  });
});

describe('practice facts', () => {
  it('keeps the e-mail on the reserved example domain while it is sample data', () => {
    // The domains reserved for examples (RFC 2606): example.com, .net, .org, their subdomains, and *.example.
    if (consultorio.examples.includes('email'))
      expect(practice.email).toMatch(/@(?:[\w-]+\.)*(?:example\.(?:com|net|org)|[\w-]+\.example)$/);
  });

  it('composes each map search from the facility and its address', () => {
    for (const place of practice.practices) {
      expect(place.mapQuery).toContain(place.name);
      expect(place.mapQuery).toContain(place.town);
      expect(place.mapQuery).toContain(place.facilityAddress.streetAddress);
    }
    for (const place of practice.practices)
      expect(place.mapQuery.startsWith(`${place.name}, `)).toBe(true);
  });

  it('writes one street line for the page and the structured data: suite and neighbourhood included', () => {
    // A practice of the test's own: a suite in a hospital, and a unit without one.
    const address = {
      street: 'Av. Reforma 12',
      neighborhood: 'Col. Roma',
      postalCode: '06700',
      town: 'Cuauhtémoc',
    };
    const hospital = { suite: 'Piso 2, Consultorio 204', address } as PracticeFacts;
    const unit = {
      suite: null,
      address: { ...address, street: 'Calle Durango 5' },
    } as PracticeFacts;
    expect(streetLine(hospital)).toBe('Av. Reforma 12, Piso 2, Consultorio 204, Col. Roma');
    expect(streetLine(hospital, { withSuite: false })).toBe('Av. Reforma 12, Col. Roma');
    expect(streetLine(unit)).toBe('Calle Durango 5, Col. Roma');
    expect(fullAddress(hospital)).toBe(
      `Av. Reforma 12, Piso 2, Consultorio 204, Col. Roma, 06700 Cuauhtémoc, ${consultorio.region.stateAbbreviation}`,
    );
    // The practice's own addresses are written the same way, on the page and in the structured data.
    consultorio.practices.forEach((facts, index) => {
      const place = practice.practices[index]!;
      expect(place.address.streetAddress).toBe(streetLine(facts));
      expect(place.facilityAddress.streetAddress).toBe(streetLine(facts, { withSuite: false }));
      expect(place.fullAddress).toBe(fullAddress(facts));
    });
  });
});

describe('the installed app’s label', () => {
  it('is the short name when it fits a home screen, else the surname, else the monogram', () => {
    expect(homeScreenName('Dr. Salas', 'JS')).toBe('Dr. Salas');
    expect(homeScreenName('Dra. Quintero', 'MQ')).toBe('Quintero');
    expect(homeScreenName('Dr. Fernández de Lizardi', 'FL')).toBe('FL');
    expect(homeScreenName('Dr. Hernández', 'JH').length).toBeLessThanOrEqual(HOME_SCREEN_NAME_MAX);
  });
});

describe('page descriptions', () => {
  it('fit in a search result: 160 characters at most, with the practice’s facts filled in', () => {
    for (const seo of Object.values(pageSeo))
      expect(seo.description.length).toBeLessThanOrEqual(SEARCH_SNIPPET_CHARS);
    expect(defaultDescription.length).toBeLessThanOrEqual(SEARCH_SNIPPET_CHARS);
  });

  it('take the first version that fits, else cut the last at a word with «…»', () => {
    const long = `${'palabra '.repeat(30)}final.`;
    expect(fitForSearch(long, 'Corta.')).toBe('Corta.');
    const cut = fitForSearch(long, `${long} ${long}`);
    expect(cut.length).toBeLessThanOrEqual(SEARCH_SNIPPET_CHARS);
    expect(cut).toMatch(/ palabra…$/);
  });
});
