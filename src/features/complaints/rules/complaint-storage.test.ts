import { beforeEach, describe, expect, it } from 'vitest';
import { saveDraft } from './complaint-draft';
import {
  clearComplaintStorage,
  DRAFT_KEY,
  ORDER_NO_KEY,
  readComplaintOrderNo,
  saveComplaintOrderNo,
} from './complaint-storage';

describe('complaint storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the order number in localStorage', () => {
    saveComplaintOrderNo('PL2024180');
    expect(window.localStorage.getItem(ORDER_NO_KEY)).toBe('PL2024180');
    expect(readComplaintOrderNo()).toBe('PL2024180');
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
