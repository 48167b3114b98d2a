/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CheckList } from '../check-list';

type Item = ReactElement<{ children: [ReactElement, ReactElement] }>;

describe('CheckList', () => {
  it('marks every item with a decorative check', () => {
    const markup = renderToStaticMarkup(<CheckList items={['Uno', 'Dos']} />);
    const marks = markup.match(/<li [^>]*><svg [^>]*>/g) ?? [];
    expect(marks).toHaveLength(2);
    marks.forEach((mark) =>
      expect(mark).toMatch(/lucide-check.*aria-hidden="true"|aria-hidden="true".*lucide-check/),
    );
    expect(markup).toContain('<span>Dos</span>');
  });

  it('renders one check element for every item, so the flight data carries it once and refers to it after', () => {
    const list = CheckList({ items: ['Uno', 'Dos', 'Tres'] }) as ReactElement<{ children: Item[] }>;
    const marks = list.props.children.map((item) => item.props.children[0]);
    expect(new Set(marks).size).toBe(1);
  });
});
