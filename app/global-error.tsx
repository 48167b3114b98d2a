'use client';

import { ErrorFallback } from '@/components/error-fallback';
import { errorTextEs } from '@/content/error-text-es';
import './globals.css';

/** Replaces the root layout when it fails itself, so it brings its own html and body. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="es-MX">
      <body>
        <ErrorFallback message={error.message} onRetry={reset} text={errorTextEs} />
      </body>
    </html>
  );
}
