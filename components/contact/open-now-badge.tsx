'use client';

import { useSyncExternalStore } from 'react';
import { minuteOfWeek, textAt, wallClock, type ZoneOffsets } from '@/lib/open-now-clock';
import { badgeClasses } from '../ui/badge-classes';
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

/** 'Abierto ahora', when it opens next, or why it is closed, in the practice's time zone; absent from the static HTML. */
export function OpenNowBadge({ offsets, pieces, openText, closures = [] }: OpenNowBadgeProps) {
  const minute = useSyncExternalStore(subscribe, currentMinute, noMinute);
  if (minute === null) return null;
  const { weekday, minutes } = wallClock(new Date(minute * 60_000), offsets);
  const closed = closures.find(([start, end]) => start <= minute * 60_000 && minute * 60_000 < end);
  const text = closed ? closed[2] : textAt(pieces, minuteOfWeek(weekday, minutes));
  // The open text may go on ("Open now · closes at 1:30 PM"); a closed one never starts with it.
  const open = text.startsWith(openText);
  return (
    <p className={badgeClasses(open ? 'primary' : 'neutral')}>
      <span
        aria-hidden="true"
        className={open ? 'size-2 rounded-full bg-whatsapp' : 'size-2 rounded-full bg-muted'}
      />
      {/* One flex item: the time flows on with the words instead of standing in a column of its own. */}
      <span>
        <TimeText text={text} />
      </span>
    </p>
  );
}
