import type { PageSeo } from '@/content/types';
import { siteGraph } from '@/lib/structured-data/graph';
import { jsonLdScript } from '@/lib/structured-data/serialize';
import type { JsonLdNode } from '@/lib/structured-data/types';

/** The page's structured data: one JSON-LD @graph, serialized so no string can end the script. */
export function JsonLd({ page, nodes }: { page?: PageSeo; nodes?: readonly JsonLdNode[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdScript(siteGraph(page, nodes)) }}
    />
  );
}
