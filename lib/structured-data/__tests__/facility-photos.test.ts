// Each practice with a photo of the place ("Instalaciones"), as the build makes it (read inside
// the factory: jest runs it before this file's own imports exist).
jest.mock('@/content/practice', () => {
  const actual = jest.requireActual('@/content/practice');
  const { processedPhoto: photo } = jest.requireActual('../__fixtures__/processed-photo');
  return {
    ...actual,
    practice: {
      ...actual.practice,
      practices: actual.practice.practices.map((place: object) => ({
        ...place,
        facilities: [{ photo, caption: 'Sala de espera' }],
      })),
    },
  };
});

import { pageSeo } from '@/content/seo';
import { siteGraph } from '../graph';

const offices = (page: (typeof pageSeo)[keyof typeof pageSeo]) =>
  siteGraph(page)['@graph'].filter((node) => node['@type'] === 'PhysiciansOffice');

describe("the places' photos in the structured data", () => {
  it('are on /contacto/, which shows them: each practice lists its own as photo, with its caption', () => {
    for (const node of offices(pageSeo.contact))
      expect(node.photo).toEqual([
        expect.objectContaining({ '@type': 'ImageObject', caption: 'Sala de espera' }),
      ]);
  });

  it('stay off every other page, which names the same practices by their @id', () => {
    const contactIds = offices(pageSeo.contact).map((node) => node['@id']);
    for (const page of [pageSeo.home, pageSeo.services, pageSeo.about]) {
      expect(offices(page).map((node) => node['@id'])).toEqual(contactIds);
      for (const node of offices(page)) expect(node).not.toHaveProperty('photo');
    }
  });
});
