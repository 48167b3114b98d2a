'use client';

import { useSyncExternalStore } from 'react';
import type { PracticeLocation } from '@/content/types';
import { openStatus, openStatusText } from '@/lib/open-now';
import { badgeClasses } from '../ui/badge-classes';

/** Re-renders each minute so the badge follows the clock. */
function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, 30_000);
  return () => clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / 60_000);
const noMinute = () => null;

/** 'Abierto ahora' or when it opens next, in the practice's time zone; absent from the static HTML. */
export function OpenNowBadge({ place }: { place: Pick<PracticeLocation, 'openingHours' | 'timeZone'> }) {
  const minute = useSyncExternalStore(subscribe, currentMinute, noMinute);
  if (minute === null) return null;
  const status = openStatus(place.openingHours, place.timeZone, new Date(minute * 60_000));
  return (
    <p className={`${badgeClasses(status.open ? 'primary' : 'neutral')} mt-2`}>
      <span aria-hidden="true" className={status.open ? 'size-2 rounded-full bg-whatsapp' : 'size-2 rounded-full bg-muted'} />
      {openStatusText(status)}
    </p>
  );
}
