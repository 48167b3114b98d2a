import { draftText } from '@/content/contact-draft';
import { clearDraft, loadDraft, saveDraft } from '@/lib/contact/draft';
import { FIELD_NAMES, readFields } from '@/lib/contact/fields';

/**
 * The contact form's draft (loaded only when the device holds one or the patient first types, not
 * with the page): restore, save, forget, and what the notice says about it.
 */
export { clearDraft, draftText };

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
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) && !field.value && draft[name]) {
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
