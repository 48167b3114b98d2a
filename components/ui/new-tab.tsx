import { shellTextIn } from '@/content/navigation';
import type { Locale } from '@/lib/locale';

/**
 * What a link needs to open in a new tab: its attributes and the hint screen readers hear. Only an
 * external link opens one; a page of ours always opens in this tab (a plain link, a full load of a
 * small pre-rendered page). `external` is the page's language, the hint's.
 */
export function newTab(href: string, external?: Locale) {
  if (!external || href.startsWith('/')) return { attributes: {}, hint: null };
  return {
    attributes: { target: '_blank', rel: 'noopener noreferrer' },
    hint: <span className="sr-only"> {shellTextIn[external].newTabHint}</span>,
  };
}
