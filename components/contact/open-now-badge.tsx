'use client';

import { useSyncExternalStore } from 'react';
import { minuteOfWeek, textAt, wallClock, type ZoneOffsets } from '@/lib/open-now-clock';
import { TimeText } from '../ui/time-text';

/** Re-renders each half minute so the badge follows the clock. */
function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, 30_000);
  return () => clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / 60_000);
const noMinute = () => null;

export interface OpenNowBadgeProps {
  /** The practice's time zone as UTC offsets, computed at build time by zoneOffsets(). */
  offsets: ZoneOffsets;
  /** The week's texts, computed at build time by weekTexts(); the first is 'Abierto ahora' when open. */
  pieces: readonly (readonly [number, string])[];
  openText: string;
  /** [start, end, text] of each closure not yet over, computed at build time by closedSpans(). */
  closures?: readonly (readonly [number, number, string])[];
}

/**
 * The badge's classes, open and closed, from the server (practice-card.tsx): strings in the page's
 * data rather than in its JavaScript.
 */
export interface OpenNowBadgeClasses {
  open: string;
  closed: string;
  openDot: string;
  closedDot: string;
}

/** 'Abierto ahora', when it opens next, or why it is closed, in the practice's time zone; absent from the static HTML. */
export function OpenNowBadge({
  offsets,
  pieces,
  openText,
  closures = [],
  classes,
}: OpenNowBadgeProps & { classes: OpenNowBadgeClasses }) {
  const minute = useSyncExternalStore(subscribe, currentMinute, noMinute);
  if (minute === null) return null;
  const { weekday, minutes } = wallClock(new Date(minute * 60_000), offsets);
  const closed = closures.find(([start, end]) => start <= minute * 60_000 && minute * 60_000 < end);
  const text = closed ? closed[2] : textAt(pieces, minuteOfWeek(weekday, minutes));
  // The open text may go on ("Open now · closes at 1:30 PM"); a closed one never starts with it.
  const open = text.startsWith(openText);
  return (
    <p className={open ? classes.open : classes.closed}>
      <span aria-hidden="true" className={open ? classes.openDot : classes.closedDot} />
      {/* One flex item: the time flows on with the words instead of standing in a column of its own. */}
      <span>
        <TimeText text={text} />
      </span>
    </p>
  );
}
