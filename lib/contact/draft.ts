import { DRAFT_KEY } from './draft-key';
import { emptyFields, FIELD_NAMES, type ContactFields } from './fields';

export { DRAFT_KEY };

/** A draft is forgotten this long after the last keystroke (the privacy notice states it). */
export const DRAFT_TTL_HOURS = 72;
const DRAFT_TTL_MS = DRAFT_TTL_HOURS * 60 * 60 * 1000;

/** localStorage, or null where reading it throws (blocked storage, sandboxed frames). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps what the patient typed, with the time of the last keystroke; storage errors (private mode, quota) are ignored. */
export function saveDraft(
  fields: ContactFields,
  store: Storage | null = storage(),
  now: number = Date.now(),
): void {
  try {
    const empty = FIELD_NAMES.every((name) => fields[name] === '');
    if (empty) store?.removeItem(DRAFT_KEY);
    else store?.setItem(DRAFT_KEY, JSON.stringify({ savedAt: now, fields }));
  } catch {
    // No draft is better than a broken form.
  }
}

/**
 * The saved draft, or null when there is none or it cannot be read. A draft older than
 * DRAFT_TTL_HOURS, or without a time (an older format), is deleted on the way.
 */
export function loadDraft(
  store: Storage | null = storage(),
  now: number = Date.now(),
): ContactFields | null {
  try {
    const raw = store?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    const { savedAt, fields } = (
      typeof parsed === 'object' && parsed !== null ? parsed : {}
    ) as Record<string, unknown>;
    if (
      typeof savedAt !== 'number' ||
      now - savedAt > DRAFT_TTL_MS ||
      typeof fields !== 'object' ||
      fields === null
    ) {
      store?.removeItem(DRAFT_KEY);
      return null;
    }
    const draft = { ...emptyFields };
    for (const name of FIELD_NAMES) {
      const value = (fields as Record<string, unknown>)[name];
      if (typeof value === 'string') draft[name] = value;
    }
    return FIELD_NAMES.some((name) => draft[name] !== '') ? draft : null;
  } catch {
    clearDraft(store);
    return null;
  }
}

/** Forgets the draft: after a confirmed send, or when the patient asks ('Borrar'). */
export function clearDraft(store: Storage | null = storage()): void {
  try {
    store?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to do: the draft stays until storage works again.
  }
}
