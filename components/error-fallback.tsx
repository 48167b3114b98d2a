'use client';
// A client module of its own (not only through the error boundaries, which are client code anyway)
// so that each language's root layout can load it with its chunks, for its boundary to share.

import type { ErrorText } from '@/content/error-text';
import { buttonClasses } from './ui/button-classes';

/** The generic fallback of docs/product.md: its quoted English heading and the error's message. */
export function ErrorFallback({
  message,
  onRetry,
  text,
}: {
  message: string;
  onRetry: () => void;
  /** The words of the page's language: each boundary imports only its own. */
  text: ErrorText;
}) {
  return (
    <section aria-labelledby="titulo-error" className="mx-auto max-w-content px-5 py-20 sm:px-8">
      <h1 id="titulo-error" lang="en" className="text-3xl sm:text-4xl">
        {text.title}
      </h1>
      <p className="mt-4 text-lg text-muted">{text.lead}</p>
      <pre className="mt-6 overflow-x-auto rounded-xl bg-surface p-4 text-sm whitespace-pre-wrap text-ink">
        {message}
      </pre>
      <div className="mt-8 flex flex-wrap gap-3">
        <button type="button" onClick={onRetry} className={buttonClasses('primary')}>
          {text.retry}
        </button>
        {/* A full page load: after an application error the client router may be broken. */}
        <a href={text.homeHref} className={buttonClasses('secondary')}>
          {text.home}
        </a>
      </div>
    </section>
  );
}
