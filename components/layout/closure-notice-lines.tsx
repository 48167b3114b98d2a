'use client';

import { useSyncExternalStore } from 'react';

/** Checks the clock each minute, so a notice appears or leaves while the page is open. */
function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / 60_000) * 60_000;

interface ClosureNoticeLinesProps {
  /** [from, until, text] of each closure not over at build time (content/closures.ts). */
  notices: readonly (readonly [number, number, string])[];
  /** The build's minute: the static HTML shows what was due then, and hydration agrees with it. */
  builtAt: number;
  title: string;
}

/** The closure notice, shown from 14 days before a closure until its end, by the visitor's clock. */
export function ClosureNoticeLines({ notices, builtAt, title }: ClosureNoticeLinesProps) {
  const now = useSyncExternalStore(subscribe, currentMinute, () => builtAt);
  const due = notices.filter(([from, until]) => from <= now && now < until);
  if (due.length === 0) return null;
  return (
    <section className="border-b border-accent/50 bg-accent-soft text-ink">
      <div className="mx-auto max-w-content px-5 py-3 sm:px-8">
        {due.map(([from, , text]) => (
          <p key={from}>
            <strong className="font-semibold">{title}</strong> {text}
          </p>
        ))}
      </div>
    </section>
  );
}
