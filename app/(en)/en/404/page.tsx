import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { IrisMotif } from '@/components/ui/iris-motif';
import { TextLink } from '@/components/ui/text-link';
import { mainNavigation } from '@/content/navigation';
import { englishNotFoundText } from '@/content/not-found';
import { LOCALE_ROOT } from '@/lib/locale';

export const metadata: Metadata = {
  title: englishNotFoundText.metaTitle,
  // A page no search engine lists: hosts answer it, with a 404, for a miss under /en/.
  robots: { index: false },
};

/**
 * The English pages' 404: exported as /en/404/, which the host configurations serve for any
 * address under /en/ that has no page (the Spanish 404 covers every other miss).
 */
export default function EnglishNotFound() {
  const text = englishNotFoundText;
  return (
    <section aria-labelledby="title-404" className="relative overflow-hidden bg-surface">
      <JsonLd locale="en" />
      <IrisMotif className="pointer-events-none absolute -right-32 -bottom-32 size-[28rem] opacity-50" />
      <div className="relative mx-auto max-w-content px-5 py-20 sm:px-8 sm:py-28">
        <p className="text-6xl font-semibold tracking-tight text-primary sm:text-7xl">
          {text.code}
        </p>
        <h1 id="title-404" className="mt-4 text-3xl sm:text-4xl">
          {text.title}
        </h1>
        <p className="mt-4 max-w-prose text-lg text-muted">{text.lead}</p>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {mainNavigation('en').map((item) => (
            <li key={item.href}>
              <TextLink href={item.href} className="inline-flex min-h-11 items-center">
                {item.label}
              </TextLink>
            </li>
          ))}
        </ul>
        <ButtonLink href={LOCALE_ROOT.en} size="lg" className="mt-8">
          {text.homeLink}
        </ButtonLink>
      </div>
    </section>
  );
}
