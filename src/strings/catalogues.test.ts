import { types } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { filipinoCatalogues } from './filipino';
import { registeredCatalogues } from './localise';

/** Every English catalogue module of this folder (support files and translations excluded). */
const english = import.meta.glob<Record<string, unknown>>(
  [
    './*.ts',
    '!./*.fil.ts',
    '!./*.test.ts',
    '!./catalogue.ts',
    '!./catalogue-names.ts',
    '!./localise.ts',
    '!./filipino.ts',
  ],
  { eager: true },
);
const translations = import.meta.glob('./*.fil.ts');

/** Sample arguments by parameter position: numbers and strings both read as text. */
const ARGUMENTS = [3, 12, 'PL2024174'];

/** Every leaf of a catalogue as [path, value], functions called with sample arguments. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const text: unknown = value(...ARGUMENTS.slice(0, value.length));
    return [[`${path}()`, typeof text === 'string' ? text : `not a string: ${String(text)}`]];
  }
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${path}.${key}`));
  return [[path, `unexpected ${typeof value}`]];
}

/** The shape of a catalogue: its keys and, for functions, how many parameters they take. */
function shape(value: unknown): unknown {
  if (typeof value === 'function') return `function/${value.length}`;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  return typeof value;
}

/** Values that stay the same in Filipino on purpose: signs, counters, paths, names and codes. */
function isUntranslatable(path: string, value: string): boolean {
  return (
    /\.(image|peso|rupee)$/.test(path) ||
    /^[\d\s/₱₹.·-]*$/.test(value) ||
    /^(\d+\/\d+|PL2024174\/?.*)$/.test(value)
  );
}

const registered = registeredCatalogues();

describe('string catalogues', () => {
  it('every English catalogue module has a Filipino twin beside it', () => {
    const missing = Object.keys(english).filter(
      (file) => !(file.replace(/\.ts$/, '.fil.ts') in translations),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(english).length).toBeGreaterThanOrEqual(16);
  });

  it('every exported English catalogue registers, and the pack has exactly those names', () => {
    // What a module exports is the view of the catalogue it registered: the same wording here,
    // where the pack is not in place.
    const byWording = new Map(
      [...registered].map(([name, catalogue]) => [JSON.stringify(leaves(catalogue)), name]),
    );
    const exported = Object.values(english).flatMap((module) => Object.values(module));
    const names = exported.map((item) =>
      types.isProxy(item)
        ? byWording.get(JSON.stringify(leaves(item)))
        : `not a view: ${String(item)}`,
    );
    expect(names.sort()).toEqual([...registered.keys()].sort());
    expect(Object.keys(filipinoCatalogues).sort()).toEqual([...registered.keys()].sort());
  });

  for (const [name, catalogue] of registered) {
    describe(name, () => {
      const filipino = filipinoCatalogues[name];

      it('has the same keys, lists and function parameters in Filipino', () => {
        expect(shape(filipino)).toEqual(shape(catalogue));
      });

      it('has a non-empty Filipino text for every key', () => {
        const empty = leaves(filipino).filter(([, text]) => text.trim() === '');
        expect(empty).toEqual([]);
      });

      it('is actually translated (most texts differ from the English)', () => {
        const englishText = new Map(leaves(catalogue));
        const translatable = leaves(filipino).filter(
          ([path, text]) => !isUntranslatable(path, text),
        );
        const same = translatable.filter(([path, text]) => englishText.get(path) === text);
        // Brand names and loanwords ('Privacy Policy', 'E-mail', 'OTP') may match; most must not.
        expect(same.length, same.map(([path]) => path).join(', ')).toBeLessThanOrEqual(
          Math.max(3, Math.floor(translatable.length * 0.25)),
        );
      });
    });
  }
});

describe('switching a catalogue to Filipino', () => {
  it('reads Filipino through the English catalogues, nested parts kept by other modules included', async () => {
    vi.resetModules();
    const { corporateStrings } = await import('./corporate-site');
    const { common } = await import('./common');
    const { applyFilipino, registeredCatalogues } = await import('./localise');
    const home = corporateStrings.home;
    const firstStep = corporateStrings.home.steps[0];
    applyFilipino(filipinoCatalogues);
    // A nested part is the same object on every read; the English objects are never written.
    expect(corporateStrings.home).toBe(home);
    expect(registeredCatalogues().get('common')).toMatchObject({ close: 'Close' });
    expect(registeredCatalogues().get('corporateSite')).toMatchObject({
      home: { heading: 'Quick cash loans, straight to your account' },
    });
    expect(common.close).toBe('Isara');
    expect(home.heading).toBe('Mabilis na cash loan, diretso sa iyong account');
    expect(firstStep.title).toBe('Mag-apply sa loob ng ilang minuto');
    expect(common.tooManyTries(5)).toBe(
      'Masyadong maraming subok. Maghintay ng 5 s bago subukan ulit.',
    );
    // A catalogue that loads afterwards (a screen's chunk) arrives in Filipino.
    const { orderStrings } = await import('./order');
    expect(orderStrings.title).toBe('Detalye ng order');
  });
});
