import type { ReactNode } from 'react';
import { ClosureNotice } from '@/components/layout/closure-notice';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ToasterSlot } from '@/components/toaster-slot';
import { shellTextIn } from '@/content/navigation';
import { HTML_LANG, type Locale } from '@/lib/locale';

/**
 * The whole document around a page: each language's root layout renders it with its language, and
 * so does the 404, which Next renders outside any layout.
 */
export function SiteDocument({
  locale,
  fontClassName,
  children,
}: {
  locale: Locale;
  fontClassName: string;
  children: ReactNode;
}) {
  return (
    <html lang={HTML_LANG[locale]} className={fontClassName}>
      <body>
        <a
          href="#contenido"
          className="fixed top-2 left-2 z-50 -translate-y-24 rounded-full bg-primary px-5 py-3 font-semibold text-primary-foreground transition-transform focus:translate-y-0"
        >
          {shellTextIn[locale].skipLink}
        </a>
        <SiteHeader locale={locale} />
        <main id="contenido" tabIndex={-1} className="pt-16 outline-none">
          <ClosureNotice locale={locale} />
          {children}
        </main>
        <SiteFooter locale={locale} />
        {/* The other providers wrap their only users: the QueryClient the form's
            mutation (components/query-provider.tsx), the tooltip provider each
            tooltip (components/ui/hint-tooltip-radix.tsx). */}
        <ToasterSlot />
      </body>
    </html>
  );
}
