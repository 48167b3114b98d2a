import { Suspense, type ReactNode } from 'react';

/**
 * Content React hydrates after the page's first controls, in tasks of its own. The exported HTML
 * keeps the boundary (<!--$-->…<!--/$-->); hydrateRoot leaves such a boundary dehydrated while it
 * hydrates the rest of the page (the header's menu, the hero, the contact form), then hydrates
 * each one at a lower priority, yielding to the browser between them, so no single task after the
 * paint hydrates the whole page. A tap inside a boundary not hydrated yet makes React hydrate that
 * boundary at once and replays the event to it. Nothing here suspends, so there is no fallback.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
