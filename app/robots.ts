import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/urls';

export const dynamic = 'force-static';

/** out/robots.txt: every public page may be crawled, the practice's editor (/admin/) not; the sitemap is named. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/admin/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
