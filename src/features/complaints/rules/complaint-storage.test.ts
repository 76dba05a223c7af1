import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearComplaintStorage,
  DRAFT_KEY,
  DRAFT_MAX_AGE_MS,
  loadDraft,
  ORDER_NO_KEY,
  readComplaintOrderNo,
  saveComplaintOrderNo,
  saveDraft,
} from './complaint-storage';

describe('complaint storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the order number in localStorage', () => {
    saveComplaintOrderNo('PL2024180');
    expect(window.localStorage.getItem(ORDER_NO_KEY)).toBe('PL2024180');
    expect(readComplaintOrderNo()).toBe('PL2024180');
  });

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

  it('clears the order number and the draft after sending', () => {
    saveComplaintOrderNo('PL2024180');
    saveDraft({ orderNo: 'PL2024180', text: 'Rude', images: [] });
    window.localStorage.setItem('someone-else', 'kept');
    clearComplaintStorage();
    expect(readComplaintOrderNo()).toBeUndefined();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(window.localStorage.getItem('someone-else')).toBe('kept');
  });
});
