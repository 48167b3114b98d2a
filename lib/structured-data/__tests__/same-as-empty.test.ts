// A practice that lists no profile on another site, whatever content/consultorio.yml holds.
jest.mock('@/content/profiles', () => ({ sameAsUrls: [] }));

import { doctorNode } from '../doctor';
import { practiceNodes } from '../practices';

describe('sameAs without profiles', () => {
  it('is absent from every node when the practice lists no profile', () => {
    expect(doctorNode()).not.toHaveProperty('sameAs');
    for (const node of practiceNodes()) expect(node).not.toHaveProperty('sameAs');
  });
});
