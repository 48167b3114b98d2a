import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { assertPracticeContent } from '@/content/check-practice';
import { editorSettingProblems } from '@/lib/admin/github-backend';
import { siteMetadata, siteViewport } from '@/lib/site-metadata';
import { SiteDocument } from '@/components/layout/site-document';
import { sans } from '../fonts';
import '../globals.css';
// The error boundaries' fallback loads with the layout's client code, unrendered: Next loads the
// chunks of app/error.tsx and app/global-error.tsx on every page, and Turbopack puts in them only
// what the layout's chunks lack, so without this import each carries its own copy of it.
import '@/components/error-fallback';

assertPracticeContent(editorSettingProblems(process.env));

export const metadata: Metadata = siteMetadata('es');

export const viewport: Viewport = siteViewport;

export default function SpanishLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument locale="es" fontClassName={sans.variable}>
      {children}
    </SiteDocument>
  );
}
