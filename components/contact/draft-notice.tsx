import type { DraftText } from '@/content/contact-draft';
import type * as FormDraft from './form-draft';

export type DraftStatus = 'none' | 'restored' | 'cleared';

/**
 * Says that a saved draft was put back, with a button to erase it. The status line is always in
 * the page (hidden while empty), so screen readers announce it politely when it fills. Its words
 * come from the page (`text`); its box and its button with the draft's code (`draft`,
 * form-draft.tsx), which any status other than 'none' follows.
 */
export function DraftNotice({
  status,
  draft,
  text,
  onClear,
}: {
  status: DraftStatus;
  draft: typeof FormDraft | null;
  text: DraftText;
  onClear: () => void;
}) {
  const message = draft && status !== 'none' ? text[status] : '';
  return (
    <div className={message && draft ? draft.noticeClass : 'contents'}>
      <p role="status" className={message ? 'py-2' : 'sr-only py-2'}>
        {message}
      </p>
      {draft && status === 'restored' ? (
        <draft.ClearDraftButton text={text} onClear={onClear} />
      ) : null}
    </div>
  );
}
