import { consultorio } from '@/content/facts/load';
import { doctorNode } from '../doctor';
import { practiceNodes } from '../practices';

describe('sameAs without profiles', () => {
  it('is absent from every node while content/consultorio.yml sets no profile', () => {
    expect(Object.values(consultorio.profiles ?? {}).filter(Boolean)).toEqual([]);
    expect(doctorNode()).not.toHaveProperty('sameAs');
    for (const node of practiceNodes()) expect(node).not.toHaveProperty('sameAs');
  });
});
