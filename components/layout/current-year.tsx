'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** The exported HTML carries the build year; the browser shows today's. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
