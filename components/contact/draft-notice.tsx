import type * as FormDraft from './form-draft';

export type DraftStatus = 'none' | 'restored' | 'cleared';

/**
 * Says that a saved draft was put back, with a button to erase it. The status line is always in
 * the page (hidden while empty), so screen readers announce it politely when it fills. What it
 * says, its box and its button come with the draft's code (`draft`, form-draft.tsx), which any
 * status other than 'none' follows.
 */
export function DraftNotice({
  status,
  draft,
  onClear,
}: {
  status: DraftStatus;
  draft: typeof FormDraft | null;
  onClear: () => void;
}) {
  const message = draft && status !== 'none' ? draft.draftText[status] : '';
  return (
    <div className={message && draft ? draft.noticeClass : 'contents'}>
      <p role="status" className={message ? 'py-2' : 'sr-only py-2'}>
        {message}
      </p>
      {draft && status === 'restored' ? <draft.ClearDraftButton onClear={onClear} /> : null}
    </div>
  );
}
