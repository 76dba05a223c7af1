import { describe, expect, it } from 'vitest';
import { sectionFromPath } from './site-sections';

describe('sectionFromPath', () => {
  it('maps every public URL to its section, in any case', () => {
    expect(sectionFromPath('/')).toBe('home');
    expect(sectionFromPath('/About')).toBe('home');
    expect(sectionFromPath('/about/')).toBe('home');
    expect(sectionFromPath('/User')).toBe('lenderInfo');
    expect(sectionFromPath('/USER')).toBe('lenderInfo');
    expect(sectionFromPath('/Policy')).toBe('policy');
    expect(sectionFromPath('/loan')).toBe('loanTerms');
    expect(sectionFromPath('/Loan/extra')).toBe('loanTerms');
    expect(sectionFromPath('/Contact')).toBe('contact');
  });

  it('does not confuse a longer path that only starts with the same letters', () => {
    expect(sectionFromPath('/Loanish')).toBe('home');
  });
});
