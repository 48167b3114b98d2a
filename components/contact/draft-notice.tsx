import { clsx } from 'clsx';
import type { draftText } from '@/content/contact-draft';

export type DraftStatus = 'none' | 'restored' | 'cleared';

/**
 * Says that a saved draft was put back, with a button to erase it. The status line is always in
 * the page (hidden while empty), so screen readers announce it politely when it fills. Its texts
 * arrive with the draft's code (form-draft.ts): until then there is no draft to speak of.
 */
export function DraftNotice({ status, text, onClear }: { status: DraftStatus; text: typeof draftText | null; onClear: () => void }) {
  const message = !text ? '' : status === 'restored' ? text.restored : status === 'cleared' ? text.cleared : '';
  return (
    <div className={status === 'none' ? 'contents' : 'flex flex-wrap items-center gap-x-2 rounded-xl bg-primary-soft px-4 py-1.5 text-sm text-ink'}>
      <p role="status" className={clsx(!message && 'sr-only', 'py-2')}>
        {message}
      </p>
      {status === 'restored' && text ? (
        <>
          <span aria-hidden="true">·</span>
          <button
            type="button"
            onClick={onClear}
            aria-label={text.clearLabel}
            className="inline-flex min-h-11 items-center rounded-md px-1 font-semibold text-primary underline underline-offset-4 hover:text-primary-strong sm:min-h-8"
          >
            {text.clear}
          </button>
        </>
      ) : null}
    </div>
  );
}
