import type { ContactFields } from '../fields';
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from '../draft';

const fields: ContactFields = { name: 'Ana 👁️', phone: '311', email: 'ana@example.com', service: 'lasik', message: '"hola" <b>\u200F' };

/** A storage whose every call throws, as in some private modes or when the quota is full. */
const broken = {
  getItem: () => { throw new Error('SecurityError'); },
  setItem: () => { throw new Error('QuotaExceededError'); },
  removeItem: () => { throw new Error('SecurityError'); },
} as unknown as Storage;

beforeEach(() => window.localStorage.clear());

describe('form draft', () => {
  it('saves and restores every field intact', () => {
    saveDraft(fields);
    expect(loadDraft()).toEqual(fields);
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
    expect(loadDraft()).toBeNull();
  });

  it('ignores a corrupt or foreign value', () => {
    window.localStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ name: 7, message: 'ok', extra: 'x' }));
    expect(loadDraft()).toEqual({ name: '', phone: '', email: '', service: '', message: 'ok' });
  });

  it('degrades silently when storage throws or is missing', () => {
    expect(() => saveDraft(fields, broken)).not.toThrow();
    expect(loadDraft(broken)).toBeNull();
    expect(() => clearDraft(broken)).not.toThrow();
    expect(() => saveDraft(fields, null)).not.toThrow();
    expect(loadDraft(null)).toBeNull();
  });
});
