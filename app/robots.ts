import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/urls';

export const dynamic = 'force-static';

/** out/robots.txt: everything may be crawled; the sitemap is named. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
