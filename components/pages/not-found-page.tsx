import type { ReactNode } from 'react';
import { LogMissingPath } from '@/components/log-missing-path';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { IrisMotif } from '@/components/ui/iris-motif';
import { TextLink } from '@/components/ui/text-link';
import { mainNavigation } from '@/content/navigation';
import { LOCALE_ROOT, type Locale } from '@/lib/locale';

/**
 * A language's 404: the code, its heading, one sentence, the four pages and the way home. The
 * Spanish one keeps docs/product.md's English heading and button, marked as English; `children`
 * follows them.
 */
export function NotFoundPage({
  locale,
  text,
  children,
}: {
  locale: Locale;
  text: { code: string; title: string; lead: string; homeLink: string };
  children?: ReactNode;
}) {
  const quotedEnglish = locale === 'es' ? 'en' : undefined;
  return (
    <section aria-labelledby="titulo-404" className="relative overflow-hidden bg-surface">
      <JsonLd locale={locale} />
      <LogMissingPath />
      <IrisMotif className="pointer-events-none absolute -right-32 -bottom-32 size-[28rem] opacity-50" />
      <div className="relative mx-auto max-w-content px-5 py-20 sm:px-8 sm:py-28">
        <p className="text-6xl font-semibold tracking-tight text-primary sm:text-7xl">
          {text.code}
        </p>
        <h1 id="titulo-404" lang={quotedEnglish} className="mt-4 text-3xl sm:text-4xl">
          {text.title}
        </h1>
        <p className="mt-4 max-w-prose text-lg text-muted">{text.lead}</p>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {mainNavigation(locale).map((item) => (
            <li key={item.href}>
              <TextLink href={item.href} className="inline-flex min-h-11 items-center">
                {item.label}
              </TextLink>
            </li>
          ))}
        </ul>
        <ButtonLink href={LOCALE_ROOT[locale]} size="lg" className="mt-8">
          <span lang={quotedEnglish}>{text.homeLink}</span>
        </ButtonLink>
        {children}
      </div>
    </section>
  );
}
