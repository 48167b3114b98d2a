'use client';

import { ErrorFallback } from '@/components/error-fallback';
import { errorTextEn } from '@/content/error-text-en';

export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorFallback message={error.message} onRetry={reset} text={errorTextEn} />;
}
