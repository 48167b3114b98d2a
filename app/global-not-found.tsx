import { JsonLd } from '@/components/seo/json-ld';
import type { Metadata, Viewport } from 'next';
import { LogMissingPath } from '@/components/log-missing-path';
import { ButtonLink } from '@/components/ui/button-link';
import { IrisMotif } from '@/components/ui/iris-motif';
import { mainNavigation } from '@/content/navigation';
import { notFoundText } from '@/content/not-found';
import { hasEnglishSite } from '@/content/facts/english-status';
import { HTML_LANG, LOCALE_ROOT } from '@/lib/locale';
import { TextLink } from '@/components/ui/text-link';
import { SiteDocument } from '@/components/layout/site-document';
import { siteMetadata, siteViewport, titleInTemplate } from '@/lib/site-metadata';
import { sans } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  ...siteMetadata('es'),
  // No layout wraps this page, so its title is written out in the layouts' template. Next marks
  // it noindex by itself; it gets no canonical.
  title: titleInTemplate('es', notFoundText.metaTitle),
};

export const viewport: Viewport = siteViewport;

export default function NotFound() {
  return (
    <SiteDocument locale="es" fontClassName={sans.variable}>
      <section aria-labelledby="titulo-404" className="relative overflow-hidden bg-surface">
        <JsonLd />
        <LogMissingPath />
        <IrisMotif className="pointer-events-none absolute -right-32 -bottom-32 size-[28rem] opacity-50" />
        <div className="relative mx-auto max-w-content px-5 py-20 sm:px-8 sm:py-28">
          <p className="text-6xl font-semibold tracking-tight text-primary sm:text-7xl">
            {notFoundText.code}
          </p>
          <h1 id="titulo-404" lang="en" className="mt-4 text-3xl sm:text-4xl">
            {notFoundText.title}
          </h1>
          <p className="mt-4 max-w-prose text-lg text-muted">{notFoundText.spanish}</p>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            {mainNavigation('es').map((item) => (
              <li key={item.href}>
                <TextLink href={item.href} className="inline-flex min-h-11 items-center">
                  {item.label}
                </TextLink>
              </li>
            ))}
          </ul>
          <ButtonLink href="/" size="lg" className="mt-8">
            <span lang="en">{notFoundText.homeLink}</span>
          </ButtonLink>
          {hasEnglishSite ? (
            <p lang="en" className="mt-8 text-muted">
              {notFoundText.english}{' '}
              <a
                href={LOCALE_ROOT.en}
                hrefLang={HTML_LANG.en}
                className="font-medium text-primary underline underline-offset-4"
              >
                {notFoundText.englishLink}
              </a>
            </p>
          ) : null}
        </div>
      </section>
    </SiteDocument>
  );
}
