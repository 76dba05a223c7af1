import { afterEach, describe, expect, it } from 'vitest';
import { judgeMarkup } from './hydration';
import { MARKUP_STALE, STALE_IF_STORED } from './page-attributes';
import { mayHydrate } from './stale-mark';

const place = window.location.href;
const stale = () => document.documentElement.hasAttribute(MARKUP_STALE);
const PAGE = { sameSession: true, sameZone: true, language: 'en', callable: true };

afterEach(() => {
  document.documentElement.removeAttribute(MARKUP_STALE);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.localStorage.clear();
  window.history.replaceState(null, '', place);
});

describe('the one rule for markup rendered before the app (judgeMarkup)', () => {
  it('keeps markup rendered for this reader, before and after the served facts are known', () => {
    expect(judgeMarkup({ language: 'en' })).toBe(true);
    expect(judgeMarkup({ language: 'en', page: PAGE })).toBe(true);
    expect(stale()).toBe(false);
  });

  it.each([
    ['a reader who will see Filipino', { language: 'fil' }],
    [
      'a tab that keeps more session than the link',
      { language: 'en', page: { ...PAGE, sameSession: false } },
    ],
    ['another time zone', { language: 'en', page: { ...PAGE, sameZone: false } }],
    ['an answer asked in another language', { language: 'en', page: { ...PAGE, language: 'fil' } }],
    ['a call this session cannot make', { language: 'en', page: { ...PAGE, callable: false } }],
  ])('sets aside markup for %s', (_name, reader) => {
    expect(judgeMarkup(reader)).toBe(false);
    expect(stale()).toBe(true);
  });

  it('sets aside markup at a legacy hash address (the app opens another screen)', () => {
    window.history.replaceState(null, '', '/#/borrowDetail?orderId=1');
    expect(judgeMarkup({ language: 'en' })).toBe(false);
    expect(stale()).toBe(true);
  });

  it('sets aside markup on a device holding the state the page names, only there', () => {
    document.head.innerHTML = `<script ${STALE_IF_STORED}="repay.attempt.PL1"></script>`;
    expect(judgeMarkup({ language: 'en' })).toBe(true);
    window.localStorage.setItem('repay.attempt.PL1', '{}');
    expect(judgeMarkup({ language: 'en' })).toBe(false);
  });

  it('decides hydration from its mark and the path the markup was rendered for', () => {
    document.body.innerHTML = '<div id="root" data-rendered-for="/repay"><h1>Repay</h1></div>';
    const root = document.getElementById('root') as HTMLElement;
    expect(mayHydrate(root, '/Repay/')).toBe(true);
    judgeMarkup({ language: 'fil' });
    expect(mayHydrate(root, '/repay')).toBe(false);
  });
});
