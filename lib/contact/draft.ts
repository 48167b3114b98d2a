import { emptyFields, FIELD_NAMES, type ContactFields } from './fields';

/** localStorage key of the unsent form. */
export const DRAFT_KEY = 'contacto:borrador';

/** localStorage, or null where reading it throws (blocked storage, sandboxed frames). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps what the patient typed; storage errors (private mode, quota) are ignored. */
export function saveDraft(fields: ContactFields, store: Storage | null = storage()): void {
  try {
    const empty = FIELD_NAMES.every((name) => fields[name] === '');
    if (empty) store?.removeItem(DRAFT_KEY);
    else store?.setItem(DRAFT_KEY, JSON.stringify(fields));
  } catch {
    // No draft is better than a broken form.
  }
}

/** The saved draft, or null when there is none or it cannot be read. */
export function loadDraft(store: Storage | null = storage()): ContactFields | null {
  try {
    const raw = store?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const draft = { ...emptyFields };
    for (const name of FIELD_NAMES) {
      const value = record[name];
      if (typeof value === 'string') draft[name] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

/** Forgets the draft: only after a confirmed send. */
export function clearDraft(store: Storage | null = storage()): void {
  try {
    store?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to do: the draft stays until storage works again.
  }
}
