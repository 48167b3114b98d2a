import { readFileSync } from 'node:fs';
import { ImageResponse } from 'next/og';
import { SocialCard } from '@/components/seo/social-card';
import { practice } from '@/content/practice';
import { indexablePages } from '@/lib/indexable-pages';
import { ogFonts } from '@/lib/og-fonts';
import { pageForSocialImage, SOCIAL_IMAGE_SIZE, socialImageFile } from '@/lib/social-image';

export const dynamic = 'force-static';
export const dynamicParams = false;

const pages = indexablePages;

/** The doctor's portrait as the build made it for sharing (a JPEG: satori takes no AVIF), read once. */
const { portrait } = practice.doctor;
const portraitData = portrait
  ? `data:image/jpeg;base64,${readFileSync(portrait.share.file).toString('base64')}`
  : undefined;

/** One social card per indexable page, written to out/og/<page>.png by the static export. */
export function generateStaticParams() {
  return pages.map((page) => ({ image: socialImageFile(page.path) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const page = pageForSocialImage(pages, (await params).image);
  if (!page) return new Response(null, { status: 404 });
  return new ImageResponse(<SocialCard title={page.title} portrait={portraitData} />, {
    ...SOCIAL_IMAGE_SIZE,
    fonts: ogFonts(),
  });
}
