import {
  privacyNotices,
  privacyUpdatedIso,
  type PrivacySection,
  type TranslationNote,
} from '@/content/privacy';
import { HTML_LANG, INTL_LOCALE, type Locale } from '@/lib/locale';
import { PAGE_PATHS } from '@/lib/page-paths';
import { CheckList } from '../sections/check-list';

/** The Spanish notice, the one that governs: the language the English notice links to. */
const GOVERNING: Locale = 'es';

/** "22 de noviembre de 2026", "November 22, 2026": the date in the language's own words. */
function longDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** The full privacy notice in one language: a plain, readable document; each section under its legal name. */
export function PrivacyNotice({ locale }: { locale: Locale }) {
  const notice = privacyNotices[locale];
  return (
    <article className="bg-gradient-to-b from-primary-soft/60 via-white to-white">
      <div className="mx-auto max-w-3xl px-5 pt-12 pb-16 sm:px-8 sm:pt-20 sm:pb-24">
        <header className="border-b border-line pb-8">
          <p className="mb-4 inline-flex rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-primary ring-1 ring-primary/15">
            {notice.hero.eyebrow}
          </p>
          <h1 className="text-4xl leading-tight sm:text-5xl">{notice.hero.title}</h1>
          {notice.translationNote ? <GoverningText note={notice.translationNote} /> : null}
          <p className="mt-5 text-lg text-muted">{notice.hero.lead}</p>
          <p className="mt-4 text-sm font-medium text-muted">
            <time dateTime={privacyUpdatedIso}>
              {notice.updatedLabel(longDate(privacyUpdatedIso, locale))}
            </time>
          </p>
        </header>
        <Contents title={notice.contentsTitle} sections={notice.sections} />
        <div className="mt-10 space-y-10">
          {notice.sections.map((section) => (
            <NoticeSection key={section.id} section={section} />
          ))}
        </div>
      </div>
    </article>
  );
}

/** A translation's first words: it is a courtesy, and the linked Spanish notice governs. */
function GoverningText({ note }: { note: TranslationNote }) {
  return (
    <p className="mt-5 rounded-card border border-line bg-white p-4 text-[0.95rem] text-ink">
      {note.before}{' '}
      <a
        href={PAGE_PATHS.privacy[GOVERNING]}
        hrefLang={HTML_LANG[GOVERNING]}
        lang={GOVERNING}
        className="font-medium text-primary underline underline-offset-4"
      >
        {note.linkLabel}
      </a>{' '}
      {note.after}
    </p>
  );
}

/** The list of sections at the top of the notice. */
function Contents({ title, sections }: { title: string; sections: readonly PrivacySection[] }) {
  return (
    <nav
      aria-labelledby="indice-aviso"
      className="mt-8 rounded-card border border-line bg-white p-5 sm:p-6"
    >
      <h2 id="indice-aviso" className="text-sm font-semibold tracking-wide text-primary uppercase">
        {title}
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
  );
}

/** One section: its legal name, the same as a patient would ask it, then its text. */
function NoticeSection({ section }: { section: PrivacySection }) {
  return (
    <section
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
  );
}
