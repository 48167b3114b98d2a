import type { Metadata, Viewport } from 'next';
import { notFoundText } from '@/content/not-found';
import { hasEnglishSite } from '@/content/facts/english-status';
import { HTML_LANG, LOCALE_ROOT } from '@/lib/locale';
import { SiteDocument } from '@/components/layout/site-document';
import { NotFoundPage } from '@/components/pages/not-found-page';
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
      <NotFoundPage locale="es" text={{ ...notFoundText, lead: notFoundText.spanish }}>
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
      </NotFoundPage>
    </SiteDocument>
  );
}
