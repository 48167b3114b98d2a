import type { ReactNode } from 'react';
import type { HeroContent } from '@/content/types';
import { cn } from '@/lib/cn';
import { IrisMotif } from '../ui/iris-motif';

interface PageHeroProps {
  hero: HeroContent;
  actions: ReactNode;
  /** Short trust lines under the buttons. */
  highlights?: readonly string[];
  /** Shown beside the text on wide screens, below it on phones. */
  aside?: ReactNode;
  /** The iris rings behind the hero; off when the aside brings its own. */
  backgroundMotif?: boolean;
}

/** Top of every page: the page's one h1, its lead, its calls to action and the iris motif. */
export function PageHero({
  hero,
  actions,
  highlights,
  aside,
  backgroundMotif = true,
}: PageHeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-primary-soft/70 via-surface to-white"
    >
      {backgroundMotif ? (
        <IrisMotif
          className={cn(
            'pointer-events-none absolute -top-24 -right-40 size-[26rem] opacity-40 sm:opacity-60 lg:top-1/2 lg:right-[-4rem] lg:size-[34rem] lg:-translate-y-1/2',
            aside ? 'lg:opacity-40' : 'lg:opacity-100',
          )}
        />
      ) : null}
      <div className="relative mx-auto grid max-w-content items-center gap-10 px-5 pt-12 pb-14 sm:px-8 sm:pt-20 sm:pb-24 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-16">
        <div className="max-w-2xl">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-primary ring-1 ring-primary/15">
            {hero.eyebrow}
          </p>
          <h1 id="hero-title" className="text-4xl leading-[1.1] sm:text-5xl lg:text-[3.5rem]">
            {hero.title}
          </h1>
          <p className="mt-5 max-w-prose text-lg text-muted sm:text-xl">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
          {highlights && highlights.length > 0 ? (
            <ul className="mt-8 flex flex-col gap-2 text-sm font-medium text-muted sm:flex-row sm:gap-6">
              {highlights.map((line) => (
                <li key={line} className="flex items-center gap-2">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
                  {line}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {aside ? <div className="w-full max-w-md lg:justify-self-end">{aside}</div> : null}
      </div>
    </section>
  );
}
