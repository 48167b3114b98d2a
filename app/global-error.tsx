'use client';

import { lazy } from 'react';
import './globals.css';

/**
 * Next loads this boundary's module on every page, and no layout shares its chunk (each language's
 * root layout is in a route group): so it loads its fallback only when a root layout itself
 * fails, which is rare, instead of carrying a copy of it (some 700 bytes) on every page.
 */
const Fallback = lazy(() => import('@/components/global-error-fallback'));

/** Replaces the root layout when it fails itself, so its fallback brings its own html and body. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <Fallback message={error.message} onRetry={reset} />;
}
