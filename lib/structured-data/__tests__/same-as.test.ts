jest.mock('@/content/profiles', () => ({
  sameAsUrls: ['https://www.facebook.com/consultorio', 'https://www.doctoralia.com.mx/consultorio'],
}));

import { doctorNode } from '../doctor';
import { practiceNodes } from '../practices';

describe('sameAs', () => {
  it('lists the profiles on the doctor and on each practice', () => {
    expect(doctorNode().sameAs).toEqual([
      'https://www.facebook.com/consultorio',
      'https://www.doctoralia.com.mx/consultorio',
    ]);
    const practices = practiceNodes().filter((node) => node['@type'] === 'PhysiciansOffice');
    expect(practices).toHaveLength(2);
    for (const node of practices) expect(node.sameAs).toHaveLength(2);
  });
});
