import type { PrivacySection } from '@/content/privacy';
import type { HeroContent } from '@/content/types';
import { CheckList } from '../sections/check-list';

interface PrivacyNoticeProps {
  hero: HeroContent;
  sections: readonly PrivacySection[];
  updated: { iso: string; label: string };
}

/** The full privacy notice: a plain, readable document. */
export function PrivacyNotice({ hero, sections, updated }: PrivacyNoticeProps) {
  return (
    <article className="bg-gradient-to-b from-primary-soft/60 via-white to-white">
      <div className="mx-auto max-w-3xl px-5 pt-12 pb-16 sm:px-8 sm:pt-20 sm:pb-24">
        <header className="border-b border-line pb-8">
          <p className="mb-4 inline-flex rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-primary ring-1 ring-primary/15">{hero.eyebrow}</p>
          <h1 className="text-4xl leading-tight sm:text-5xl">{hero.title}</h1>
          <p className="mt-5 text-lg text-muted">{hero.lead}</p>
          <p className="mt-4 text-sm font-medium text-muted">
            <time dateTime={updated.iso}>{updated.label}</time>
          </p>
        </header>
        <div className="mt-10 space-y-10">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`} className="scroll-mt-24">
              <h2 id={`${section.id}-titulo`} className="text-2xl">
                {section.title}
              </h2>
              <div className="mt-3 max-w-prose space-y-3 text-ink">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              {section.items ? <CheckList items={section.items} className="mt-4 max-w-prose text-ink" /> : null}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
