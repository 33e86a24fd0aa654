import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from '../../../src/features/booking/draft';
import { addonOptions, serviceOptions } from '../../../src/domain/booking/options';
import { formatDollars } from '../../../src/lib/format';

describe('draft', () => {
  it('saves, restores and clears', () => {
    saveDraft({ name: 'Sam', suburb: 'Manly' }, sessionStorage);
    expect(loadDraft(sessionStorage)).toEqual({ name: 'Sam', suburb: 'Manly' });
    clearDraft(sessionStorage);
    expect(loadDraft(sessionStorage)).toEqual({});
  });

  it("restores an inspection and add-on saved under an older price's labels under today's", () => {
    const service = serviceOptions.find((o) => o.price !== null)!;
    const addon = addonOptions.find((o) => o.price > 0)!;
    saveDraft(
      {
        name: 'Sam',
        service: `${service.title} - Starting from ${formatDollars(service.price! + 40)}`,
        addon: `${addon.title} ${formatDollars(addon.price + 20)}`,
      },
      sessionStorage,
    );
    expect(loadDraft(sessionStorage)).toEqual({ name: 'Sam', service: service.label, addon: addon.label });
    // A value that names no choice is left as it was, for the form's own rules to judge.
    saveDraft({ service: 'Roof Inspection - Starting from $1' }, sessionStorage);
    expect(loadDraft(sessionStorage)).toEqual({ service: 'Roof Inspection - Starting from $1' });
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
