'use client';

import { useEffect, useRef, useState, type ComponentProps } from 'react';
import type { OpenNowBadge } from './open-now-badge';

type Badge = typeof OpenNowBadge;

/**
 * Where a practice card shows its open-now badge. The cards sit far below the first screen, so the
 * badge's code (the clock, the week's texts) loads when its card comes within a screen's height of
 * the viewport, not with the page: by the time the patient scrolls there it is drawn. The slot
 * keeps the badge's height, so nothing moves when it appears.
 */
export function OpenNowBadgeSlot(props: ComponentProps<Badge>) {
  const slot = useRef<HTMLDivElement>(null);
  const [Loaded, setLoaded] = useState<Badge | null>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('./open-now-badge').then((module) => setLoaded(() => module.OpenNowBadge));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={slot} className="mt-2 min-h-7">
      {Loaded ? <Loaded {...props} /> : null}
    </div>
  );
}
