import { ImageResponse } from 'next/og';
import { SocialCard } from '@/components/seo/social-card';
import { indexablePages } from '@/lib/indexable-pages';
import { ogFonts } from '@/lib/og-fonts';
import { pageForSocialImage, SOCIAL_IMAGE_SIZE, socialImageFile } from '@/lib/social-image';

export const dynamic = 'force-static';
export const dynamicParams = false;

const pages = indexablePages;

/** One social card per indexable page, written to out/og/<page>.png by the static export. */
export function generateStaticParams() {
  return pages.map((page) => ({ image: socialImageFile(page.path) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const page = pageForSocialImage(pages, (await params).image);
  if (!page) return new Response(null, { status: 404 });
  return new ImageResponse(<SocialCard title={page.title} />, { ...SOCIAL_IMAGE_SIZE, fonts: ogFonts() });
}
