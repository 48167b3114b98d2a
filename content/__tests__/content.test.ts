import { featuredSpecialties } from '../featured';
import { consultorio } from '../facts/load';
import { practice } from '../practice';
import { defaultDescription, pageSeo } from '../seo';
import { clinicalServices, preventiveServices, serviceGroups, surgicalServices, FEATURED_LABEL } from '../services';
import { serviceOptions } from '../service-options';
import { testimonials } from '../testimonials';
import { timeline } from '../about';
import { statistics } from '../statistics';
import { formFields, formSection } from '../contact';

describe('content integrity', () => {
  it('has six testimonials, each rated 5 with text, name and town', () => {
    expect(testimonials).toHaveLength(6);
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBe(5);
      expect(testimonial.text.length).toBeGreaterThan(20);
      expect(testimonial.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
      expect(practice.practices.map((place) => place.town)).toContain(testimonial.location);
    }
  });

  it('has 4 clinical, 6 surgical and 4 preventive service cards', () => {
    expect(clinicalServices.cards).toHaveLength(4);
    expect(surgicalServices.cards).toHaveLength(6);
    expect(preventiveServices.cards).toHaveLength(4);
  });

  it('flags exactly cataract surgery and LASIK/PRK as featured', () => {
    const featured = serviceGroups.flatMap((group) => group.cards).filter((card) => card.featured);
    expect(featured.map((card) => card.id)).toEqual(['cirugia-catarata', 'lasik-prk']);
    expect(FEATURED_LABEL).toBe('Más Solicitado');
  });

  it('gives every preventive card its age tag', () => {
    expect(preventiveServices.cards.map((card) => card.ageTag)).toEqual(['Todas las edades', '0-18 años', 'Todas las edades', 'Según necesidad']);
  });

  it('uses unique service ids that the featured cards point at', () => {
    const ids = serviceGroups.flatMap((group) => group.cards.map((card) => card.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const specialty of featuredSpecialties) expect(ids).toContain(specialty.serviceId);
  });

  it('has the four timeline entries in order', () => {
    expect(timeline.map((entry) => entry.year)).toEqual(['2005', '2009', '2010', '2020-2022']);
  });

  it('has the spec statistics', () => {
    expect(statistics.map((stat) => stat.value)).toEqual(['5000+', '15+', '98%', '5.0']);
  });

  it('offers the six service options in the spec order', () => {
    expect(serviceOptions.map((option) => option.value)).toEqual(['consulta', 'catarata', 'lasik', 'glaucoma', 'pediatrica', 'otro']);
    expect(formSection.servicePlaceholder).toBe('Selecciona un servicio');
    expect(formSection.note).toBe('* Campos obligatorios. Responderemos tu mensaje en menos de 24 horas.');
  });

  it('limits every form field', () => {
    expect(Object.values(formFields).map((field) => [field.name, field.maxLength, field.required])).toEqual([
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
    if (consultorio.examples.includes('email')) expect(practice.email).toMatch(/@example\.com$/);
  });

  it('composes each map search from the facility and its address', () => {
    for (const place of practice.practices) {
      expect(place.mapQuery).toContain(place.name);
      expect(place.mapQuery).toContain(place.town);
      expect(place.mapQuery).toContain(place.facilityAddress.streetAddress);
    }
    expect(practice.practices[1].mapQuery).toMatch(/^Unidad Médica de Rehabilitación Especializada Costa Azul, /);
  });

  it('writes one street line for the page and the structured data: suite and neighbourhood included', () => {
    const [hospital, unit] = practice.practices;
    expect(hospital.address.streetAddress).toBe('Av. Insurgentes 1250 Ote., Piso 4, Consultorio 407, Col. Centro');
    expect(hospital.facilityAddress.streetAddress).toBe('Av. Insurgentes 1250 Ote., Col. Centro');
    expect(unit.address.streetAddress).toBe('Calle Juárez 38, Col. Centro');
    for (const place of practice.practices) {
      expect(place.fullAddress).toBe(`${place.address.streetAddress}, ${place.address.postalCode} ${place.town}, Nay.`);
    }
  });
});

describe('page descriptions', () => {
  it('fit in a search result: 160 characters at most, with the practice’s facts filled in', () => {
    for (const seo of Object.values(pageSeo)) expect(seo.description.length).toBeLessThanOrEqual(160);
    expect(defaultDescription.length).toBeLessThanOrEqual(160);
  });
});
