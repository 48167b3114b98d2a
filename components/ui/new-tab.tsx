import { shellText } from '@/content/navigation';

/**
 * What a link needs to open in a new tab: its attributes and the hint screen readers hear. Only an
 * external link opens one; a page of ours always opens in this tab (a plain link, a full load of a
 * small pre-rendered page).
 */
export function newTab(href: string, external?: boolean) {
  if (!external || href.startsWith('/')) return { attributes: {}, hint: null };
  return {
    attributes: { target: '_blank', rel: 'noopener noreferrer' },
    hint: <span className="sr-only"> {shellText.newTabHint}</span>,
  };
}
