'use client';

import { ErrorFallback } from '@/components/error-fallback';
import { errorTextEs } from '@/content/error-text-es';

export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorFallback message={error.message} onRetry={reset} text={errorTextEs} />;
}
