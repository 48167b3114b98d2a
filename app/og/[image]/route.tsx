import { readFileSync } from 'node:fs';
import { ImageResponse } from 'next/og';
import { SocialCard } from '@/components/seo/social-card';
import { practice } from '@/content/practice';
import { socialCardIn } from '@/content/social';
import { indexableLocalizedPages } from '@/lib/indexable-pages';
import { ogFonts } from '@/lib/og-fonts';
import { SOCIAL_IMAGE_SIZE, socialImageFile } from '@/lib/social-image';

export const dynamic = 'force-static';
export const dynamicParams = false;

const pages = indexableLocalizedPages;

/** The doctor's portrait as the build made it for sharing (a JPEG: satori takes no AVIF), read once. */
const { portrait } = practice.doctor;
const portraitData = portrait
  ? `data:image/jpeg;base64,${readFileSync(portrait.share.file).toString('base64')}`
  : undefined;

/**
 * One social card per indexable page in each language it is published in, written to
 * out/og/<page>.png by the static export ("inicio.png", "en-home.png"), in the page's language.
 */
export function generateStaticParams() {
  return pages.map(({ seo }) => ({ image: socialImageFile(seo.path) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const file = (await params).image;
  const page = pages.find(({ seo }) => socialImageFile(seo.path) === file);
  if (!page) return new Response(null, { status: 404 });
  return new ImageResponse(
    <SocialCard title={page.seo.title} portrait={portraitData} words={socialCardIn[page.locale]} />,
    { ...SOCIAL_IMAGE_SIZE, fonts: ogFonts() },
  );
}
