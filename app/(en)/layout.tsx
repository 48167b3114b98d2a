import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { siteMetadata, siteViewport } from '@/lib/site-metadata';
import { sans } from '../fonts';
import '../globals.css';
// As in the Spanish layout: the error boundaries' fallback loads with the layout's client code.
import '@/components/error-fallback';

export const metadata: Metadata = siteMetadata('en');

export const viewport: Viewport = siteViewport;

/** The English pages' root layout: a document of its own, so `<html lang>` is English. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument locale="en" fontClassName={sans.variable}>
      {children}
    </SiteDocument>
  );
}
