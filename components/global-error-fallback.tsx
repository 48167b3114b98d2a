'use client';

import { errorTextEs } from '@/content/error-text-es';
import { ErrorFallback } from './error-fallback';

/**
 * What app/global-error.tsx draws when a root layout fails: the Spanish fallback in a document of
 * its own. A module of its own so the boundary can load it only then (see app/global-error.tsx).
 */
export default function GlobalErrorFallback({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  return (
    <html lang="es-MX">
      <body>
        <ErrorFallback message={message} onRetry={onRetry} text={errorTextEs} />
      </body>
    </html>
  );
}
