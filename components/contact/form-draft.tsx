import type { DraftText } from '@/content/contact-draft';
import { clearDraft, loadDraft, saveDraft } from '@/lib/contact/draft';
import { FIELD_NAMES, readFields } from '@/lib/contact/fields';

/*
 * The contact form's draft, loaded only when the device holds one or the patient first types, not
 * with the page: restore, save, 'Borrar', and the notice's box and button (DraftNotice shows them
 * once this is here; a draft status other than 'none' only ever follows it). Their words come from
 * the page, in its language.
 */

/** The notice's box while it says something. */
export const noticeClass =
  'flex flex-wrap items-center gap-x-2 rounded-xl bg-primary-soft px-4 py-1.5 text-sm text-ink';

/**
 * Puts a saved draft back into empty fields (uncontrolled, so typing before hydration is kept too);
 * an expired draft is deleted by loadDraft. True when something was restored.
 */
export function restoreDraft(form: HTMLFormElement): boolean {
  const draft = loadDraft();
  if (!draft) return false;
  let restored = false;
  for (const name of FIELD_NAMES) {
    const field = form.elements.namedItem(name);
    if (
      (field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement) &&
      !field.value &&
      draft[name]
    ) {
      field.value = draft[name];
      restored = true;
    }
  }
  return restored;
}

/** Keeps what the form holds now (an empty form deletes the draft). */
export function saveFormDraft(form: HTMLFormElement): void {
  saveDraft(readFields(new FormData(form)));
}

/** 'Borrar': empties the fields and forgets the draft, then starts again at the first field. */
export function discardDraft(form: HTMLFormElement | null): void {
  form?.reset();
  clearDraft();
  form?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"])')?.focus();
}

/** The notice's 'Borrar' button, after its separator. */
export function ClearDraftButton({ text, onClear }: { text: DraftText; onClear: () => void }) {
  return (
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
  );
}
