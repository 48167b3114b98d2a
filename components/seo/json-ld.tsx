import type { PageSeo } from '@/content/types';
import type { Locale } from '@/lib/locale';
import { siteGraph } from '@/lib/structured-data/graph';
import { jsonLdScript } from '@/lib/structured-data/serialize';
import type { JsonLdNode } from '@/lib/structured-data/types';

/**
 * The page's structured data: one JSON-LD @graph in the page's language (its path's, or `locale`
 * for a page without an entry, the 404s), serialized so no string can end the script.
 */
export function JsonLd({
  page,
  nodes,
  locale,
}: {
  page?: PageSeo;
  nodes?: readonly JsonLdNode[];
  locale?: Locale;
}) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdScript(siteGraph(page, nodes, locale)) }}
    />
  );
}
