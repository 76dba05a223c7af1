import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bindCardInit } from './bank-account';

const BindCardInitSchema = bindCardInit.output;

describe('bind-card init answer', () => {
  it('accepts numbers and nulls where the server is loose, as strings', () => {
    const parsed = v.parse(BindCardInitSchema, {
      items: [
        {
          code: 'salary_day',
          cate: 'day',
          title: 'Salary day',
          subtitle: null,
          value: 15,
          note: null,
          inputType: null,
          cardTypeMi: '0',
          channelNumber: 90006,
        },
      ],
    });
    expect(parsed.items).toEqual([
      {
        code: 'salary_day',
        cate: 'day',
        title: 'Salary day',
        subtitle: '',
        value: '15',
        note: [],
        inputType: '',
        cardTypeMi: 0,
        channelNumber: '90006',
      },
    ]);
  });

  it('refuses an unknown cate or a missing code (shown as a load error, never a crash)', () => {
    expect(v.safeParse(BindCardInitSchema, { items: [{ code: 'a', cate: 'photo' }] }).success).toBe(
      false,
    );
    expect(v.safeParse(BindCardInitSchema, { items: [{ cate: 'text' }] }).success).toBe(false);
  });
});
