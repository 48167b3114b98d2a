import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ClosureNotice } from '@/components/layout/closure-notice';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ToasterSlot } from '@/components/toaster-slot';
import { assertPracticeContent } from '@/content/check-practice';
import { shellText } from '@/content/navigation';
import { defaultDescription, pageSeo, siteName, titleTemplate } from '@/content/seo';
import { editorSettingProblems } from '@/lib/admin/github-backend';
import { brandColors } from '@/lib/brand-colors';
import { iconMetadata } from '@/lib/icon-metadata';
import { socialMetadata } from '@/lib/social-metadata';
import { siteOrigin } from '@/lib/urls';
import { sans } from './fonts';
import './globals.css';
// The error boundaries' fallback loads with the layout's client code, unrendered: Next loads the
// chunks of app/error.tsx and app/global-error.tsx on every page, and Turbopack puts in them only
// what the layout's chunks lack, so without this import each carries its own copy of it.
import '@/components/error-fallback';

assertPracticeContent(editorSettingProblems(process.env));

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin),
  title: { default: siteName, template: titleTemplate },
  description: defaultDescription,
  applicationName: siteName,
  formatDetection: { telephone: false },
  icons: iconMetadata,
  // Pages without their own card (the 404) share the home page's, without an og:url.
  ...socialMetadata(pageSeo.home, { withUrl: false }),
};

export const viewport: Viewport = {
  themeColor: brandColors.primary,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-MX" className={sans.variable}>
      <body>
        <a
          href="#contenido"
          className="fixed top-2 left-2 z-50 -translate-y-24 rounded-full bg-primary px-5 py-3 font-semibold text-primary-foreground transition-transform focus:translate-y-0"
        >
          {shellText.skipLink}
        </a>
        <SiteHeader />
        <main id="contenido" tabIndex={-1} className="pt-16 outline-none">
          <ClosureNotice />
          {children}
        </main>
        <SiteFooter />
        {/* The other providers wrap their only users: the QueryClient the form's
            mutation (components/query-provider.tsx), the tooltip provider each
            tooltip (components/ui/hint-tooltip-radix.tsx). */}
        <ToasterSlot />
      </body>
    </html>
  );
}
