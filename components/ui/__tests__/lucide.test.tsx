/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import * as LucideReact from 'lucide-react';
import * as Drawn from '../lucide';

/** lucide-react adds alias classes (lucide-verified…); nothing styles them. */
const withoutClasses = (markup: string) => markup.replace(/ class="[^"]*"/, '');

describe('server-drawn lucide icons', () => {
  const names = Object.keys(Drawn).filter((name) => /^[A-Z]/.test(name)) as (keyof typeof Drawn &
    keyof typeof LucideReact)[];

  it.each(names)('%s draws the same SVG as lucide-react', (name) => {
    const Ours = Drawn[name] as Drawn.LucideIcon;
    const Theirs = LucideReact[name] as unknown as Drawn.LucideIcon;
    const props = { className: 'size-5 text-primary', strokeWidth: 1.75 };
    expect(withoutClasses(renderToStaticMarkup(<Ours {...props} />))).toBe(
      withoutClasses(renderToStaticMarkup(<Theirs {...props} />)),
    );
    expect(renderToStaticMarkup(<Ours {...props} />)).toContain('class="lucide lucide-');
  });

  it('is decorative unless it is given a name, as lucide-react decides', () => {
    expect(renderToStaticMarkup(<Drawn.Phone />)).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<Drawn.Phone aria-label="Llamar" />)).not.toContain('aria-hidden');
  });
});
