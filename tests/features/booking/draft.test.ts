import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from '../../../src/features/booking/draft';

describe('draft', () => {
  it('saves, restores and clears', () => {
    saveDraft({ name: 'Sam', suburb: 'Manly' }, sessionStorage);
    expect(loadDraft(sessionStorage)).toEqual({ name: 'Sam', suburb: 'Manly' });
    clearDraft(sessionStorage);
    expect(loadDraft(sessionStorage)).toEqual({});
  });

  it('ignores corrupt or foreign data', () => {
    sessionStorage.setItem('booking-draft-v1', '{not json');
    expect(loadDraft(sessionStorage)).toEqual({});
    sessionStorage.setItem('booking-draft-v1', JSON.stringify({ name: 42, evil: 'x', email: 'a@b.co' }));
    expect(loadDraft(sessionStorage)).toEqual({ email: 'a@b.co' });
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => saveDraft({ name: 'x' }, broken)).not.toThrow();
    expect(loadDraft(broken)).toEqual({});
    expect(() => clearDraft(broken)).not.toThrow();
  });
});
