import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { browserLanguage, chooseLanguage, languageOf, queryLanguage } from './language-rule';

const NOTHING = { query: null, session: null, saved: null, browser: [] };

describe('language tags', () => {
  it('reads fil and tl as Filipino and en as English, any case or region', () => {
    expect(['fil', 'FIL', 'fil-PH', 'tl', 'tl_PH'].map(languageOf)).toEqual(Array(5).fill('fil'));
    expect(['en', 'en-PH', 'EN-us'].map(languageOf)).toEqual(['en', 'en', 'en']);
    expect(['', 'ceb', 'filipino', 'e', null, undefined].map(languageOf)).toEqual(
      Array(6).fill(null),
    );
  });

  it("takes the first of the browser's languages that the app speaks", () => {
    expect(browserLanguage(['ceb-PH', 'fil-PH', 'en-US'])).toBe('fil');
    expect(browserLanguage(['en-PH', 'fil'])).toBe('en');
    expect(browserLanguage(['ja', 'zh'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});

describe('which language a page shows', () => {
  it('English when nothing says otherwise', () => {
    expect(chooseLanguage(NOTHING)).toBe('en');
    expect(chooseLanguage({ ...NOTHING, browser: ['ja'], query: 'xx' })).toBe('en');
  });

  it('the link first, then the session, then the saved switch, then the browser', () => {
    const all = { query: 'en', session: 'fil', saved: 'en', browser: ['fil'] };
    expect(chooseLanguage(all)).toBe('en');
    expect(chooseLanguage({ ...all, query: null })).toBe('fil');
    expect(chooseLanguage({ ...all, query: null, session: null })).toBe('en');
    expect(chooseLanguage({ ...all, query: null, session: null, saved: null })).toBe('fil');
  });

  it('skips a value it does not know instead of falling back to English', () => {
    expect(chooseLanguage({ ...NOTHING, query: 'klingon', session: 'fil' })).toBe('fil');
  });

  it('reads lang from the query, or from a legacy hash link', () => {
    expect(queryLanguage('?userId=1&lang=fil', '')).toBe('fil');
    expect(queryLanguage('', '#/borrowDetail/?orderId=1&lang=fil')).toBe('fil');
    expect(queryLanguage('?lang=en', '#/borrowDetail/?lang=fil')).toBe('en');
    expect(queryLanguage('?userId=1', '#/borrowDetail/')).toBeNull();
  });
});

describe('on a page', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => window.history.replaceState(null, '', '/'));

  /** The modules a page loads, fresh: the language is decided when they are first imported. */
  async function pageLanguage() {
    return {
      ...(await import('./language')),
      ...(await import('./switch-language')),
    };
  }

  it("keeps the native app's lang for the session, not on the device", async () => {
    window.history.replaceState(null, '', '/loanDetail?lang=fil');
    const { language, isFilipino } = await pageLanguage();
    expect(language).toBe('fil');
    expect(isFilipino).toBe(true);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.language)).toBe('fil');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBeNull();

    vi.resetModules();
    window.history.replaceState(null, '', '/customerService');
    expect((await pageLanguage()).language).toBe('fil');
  });

  it('the switch saves the choice, drops lang from the address and reloads', async () => {
    window.history.replaceState(null, '', '/?userId=7&lang=en');
    const { language, switchLanguage } = await pageLanguage();
    expect(language).toBe('en');
    const reload = vi.fn();
    switchLanguage('fil', reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(window.location.search).toBe('?userId=7');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('fil');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.language)).toBe('fil');

    vi.resetModules();
    window.sessionStorage.clear();
    expect((await pageLanguage()).language).toBe('fil');
  });

  it('the current language on the switch reloads nothing', async () => {
    const { switchLanguage } = await pageLanguage();
    const reload = vi.fn();
    switchLanguage('en', reload);
    expect(reload).not.toHaveBeenCalled();
  });
});
