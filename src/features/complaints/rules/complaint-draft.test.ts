import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, loadDraft, saveDraft } from './complaint-draft';
import { DRAFT_KEY } from './complaint-storage';

describe('complaint draft', () => {
  beforeEach(() => window.localStorage.clear());

  it('restores the draft of the same order only', () => {
    saveDraft({ orderNo: 'PL2024180', text: 'Rude', images: ['/api/sandbox/uploads/a.jpg'] }, 1000);
    expect(loadDraft('PL2024180', 2000)).toEqual({
      orderNo: 'PL2024180',
      text: 'Rude',
      images: ['/api/sandbox/uploads/a.jpg'],
      savedAt: 1000,
    });
    expect(loadDraft('PL2024174', 2000)).toBeUndefined();
  });

  it('drops a stale, damaged or empty draft', () => {
    saveDraft({ orderNo: 'A', text: 'x', images: [] }, 0);
    expect(loadDraft('A', DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
    window.localStorage.setItem(DRAFT_KEY, '{broken');
    expect(loadDraft('A')).toBeUndefined();
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        orderNo: 'A',
        text: 'x',
        images: ['javascript:alert(1)'],
        savedAt: Date.now(),
      }),
    );
    expect(loadDraft('A')?.images).toEqual([]);
    saveDraft({ orderNo: 'A', text: '  ', images: [] });
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
