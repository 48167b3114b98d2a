import type { PrivacySection } from '@/content/privacy';
import type { HeroContent } from '@/content/types';
import { CheckList } from '../sections/check-list';

interface PrivacyNoticeProps {
  hero: HeroContent;
  sections: readonly PrivacySection[];
  updated: { iso: string; label: string };
  contentsTitle: string;
}

/** The full privacy notice: a plain, readable document; each section under its legal name. */
export function PrivacyNotice({ hero, sections, updated, contentsTitle }: PrivacyNoticeProps) {
  return (
    <article className="bg-gradient-to-b from-primary-soft/60 via-white to-white">
      <div className="mx-auto max-w-3xl px-5 pt-12 pb-16 sm:px-8 sm:pt-20 sm:pb-24">
        <header className="border-b border-line pb-8">
          <p className="mb-4 inline-flex rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-primary ring-1 ring-primary/15">
            {hero.eyebrow}
          </p>
          <h1 className="text-4xl leading-tight sm:text-5xl">{hero.title}</h1>
          <p className="mt-5 text-lg text-muted">{hero.lead}</p>
          <p className="mt-4 text-sm font-medium text-muted">
            <time dateTime={updated.iso}>{updated.label}</time>
          </p>
        </header>
        <nav
          aria-labelledby="indice-aviso"
          className="mt-8 rounded-card border border-line bg-white p-5 sm:p-6"
        >
          <h2
            id="indice-aviso"
            className="text-sm font-semibold tracking-wide text-primary uppercase"
          >
            {contentsTitle}
          </h2>
          <ol className="mt-3 grid gap-x-6 gap-y-1 text-[0.95rem] sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center py-1 text-ink underline decoration-line underline-offset-4 hover:text-primary hover:decoration-primary sm:min-h-8"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-10 space-y-10">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-titulo`}
              className="render-near-viewport scroll-mt-24"
            >
              <h2 id={`${section.id}-titulo`} className="text-2xl">
                {section.title}
              </h2>
              <p className="mt-1 font-medium text-primary">{section.plain}</p>
              <div className="mt-3 max-w-prose space-y-3 text-ink">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              {section.items ? (
                <CheckList items={section.items} className="mt-4 max-w-prose text-ink" />
              ) : null}
              {section.closing ? (
                <div className="mt-4 max-w-prose space-y-3 text-ink">
                  {section.closing.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
