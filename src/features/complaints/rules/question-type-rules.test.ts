import { describe, expect, it } from 'vitest';
import { chooseQuestionType, chooseSubType, nextPageParams } from './question-type-rules';

const allowed = { orderNo: 'PL2024180', isShow: 1 };
const blocked = { orderNo: 'PL2024200', isShow: 0 };

describe('question type rules', () => {
  it('refuses type 1 when the order isShow is not 1', () => {
    expect(chooseQuestionType(1, blocked)).toEqual({ kind: 'refused' });
    expect(chooseQuestionType(1, { orderNo: 'X', isShow: 2 })).toEqual({ kind: 'refused' });
  });

  it('opens the sub-types of type 1 when the order allows it', () => {
    expect(chooseQuestionType(1, allowed)).toEqual({ kind: 'toggle-sub-types' });
  });

  it('sends any other type straight on with problemType and orderNo', () => {
    expect(chooseQuestionType(3, blocked)).toEqual({
      kind: 'next',
      query: { problemType: 3, orderNo: 'PL2024200' },
    });
  });

  it('sends a sub-type on with problemType 1, problemSonType and orderNo', () => {
    expect(chooseSubType(12, allowed)).toEqual({
      kind: 'next',
      query: { problemType: 1, problemSonType: 12, orderNo: 'PL2024180' },
    });
    expect(chooseSubType(12, blocked)).toEqual({ kind: 'refused' });
  });

  it('builds the next page query with the sub-type only when there is one', () => {
    expect(nextPageParams({ problemType: 2, orderNo: 'A1' })).toEqual({
      problemType: '2',
      orderNo: 'A1',
    });
    expect(nextPageParams({ problemType: 1, problemSonType: 11, orderNo: 'A1' })).toEqual({
      problemType: '1',
      problemSonType: '11',
      orderNo: 'A1',
    });
  });
});
