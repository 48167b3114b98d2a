import type { ContactFields } from '../fields';
import { clearDraft, DRAFT_KEY, DRAFT_TTL_HOURS, loadDraft, saveDraft } from '../draft';

const fields: ContactFields = {
  name: 'Ana 👁️',
  phone: '311',
  email: 'ana@example.com',
  service: 'lasik',
  message: '"hola" <b>\u200F',
};
const HOUR = 60 * 60 * 1000;

/** A storage whose every call throws, as in some private modes or when the quota is full. */
const broken = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
} as unknown as Storage;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z') });
  window.localStorage.clear();
});

afterEach(() => jest.useRealTimers());

describe('form draft', () => {
  it('saves and restores every field intact, with the time of the last keystroke', () => {
    saveDraft(fields);
    expect(loadDraft()).toEqual(fields);
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!)).toEqual({
      savedAt: Date.now(),
      fields,
    });
  });

  it('keeps the draft up to 72 hours after the last keystroke', () => {
    expect(DRAFT_TTL_HOURS).toBe(72);
    saveDraft(fields);
    jest.advanceTimersByTime(71 * HOUR);
    saveDraft({ ...fields, message: 'otra cosa' });
    // 72 h after the last keystroke, not after the first.
    jest.advanceTimersByTime(72 * HOUR);
    expect(loadDraft()).toEqual({ ...fields, message: 'otra cosa' });
  });

  it('deletes a draft older than 72 hours when it is read (on page load)', () => {
    saveDraft(fields);
    jest.advanceTimersByTime(72 * HOUR + 1);
    expect(loadDraft()).toBeNull();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('deletes a draft without a time (the older format) instead of restoring it', () => {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify(fields));
    expect(loadDraft()).toBeNull();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('clears the draft', () => {
    saveDraft(fields);
    clearDraft();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(loadDraft()).toBeNull();
  });

  it('removes the draft once every field is empty again', () => {
    saveDraft(fields);
    saveDraft({ name: '', phone: '', email: '', service: '', message: '' });
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(loadDraft()).toBeNull();
  });

  it('ignores foreign values and deletes a corrupt draft', () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ savedAt: Date.now(), fields: { name: 7, message: 'ok', extra: 'x' } }),
    );
    expect(loadDraft()).toEqual({ name: '', phone: '', email: '', service: '', message: 'ok' });
    window.localStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('degrades silently when storage throws or is missing', () => {
    expect(() => saveDraft(fields, broken)).not.toThrow();
    expect(loadDraft(broken)).toBeNull();
    expect(() => clearDraft(broken)).not.toThrow();
    expect(() => saveDraft(fields, null)).not.toThrow();
    expect(loadDraft(null)).toBeNull();
  });
});
