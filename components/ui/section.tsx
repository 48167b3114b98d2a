import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { HydrateLater } from './hydrate-later';

interface SectionProps {
  id?: string;
  children: ReactNode;
  className?: string;
  tone?: 'white' | 'surface';
  /** Id of the heading that names this section for assistive technology. */
  labelledBy?: string;
  /** Hydrated with the page's first controls (the contact form) rather than after them. */
  hydrateFirst?: boolean;
}

/** A page section with the site's vertical rhythm and content width, hydrated after the first controls unless told otherwise. */
export function Section({
  id,
  children,
  className,
  tone = 'white',
  labelledBy,
  hydrateFirst = false,
}: SectionProps) {
  const content = <div className="mx-auto max-w-content px-5 sm:px-8">{children}</div>;
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn(
        'render-near-viewport py-16 sm:py-24',
        tone === 'surface' ? 'bg-surface' : 'bg-white',
        className,
      )}
    >
      {hydrateFirst ? content : <HydrateLater>{content}</HydrateLater>}
    </section>
  );
}

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'left' | 'center';
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
}: SectionHeadingProps) {
  return (
    <div className={cn('mb-10 max-w-2xl sm:mb-14', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && eyebrow !== title ? (
        <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-3xl sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
    </div>
  );
}
