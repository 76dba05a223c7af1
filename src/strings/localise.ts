import type { CatalogueName } from './catalogue-names';

/** The Filipino values of every catalogue, by the name its English catalogue registers under. */
export type FilipinoPack = Readonly<Record<CatalogueName, object>>;

type Part = Readonly<Record<PropertyKey, unknown>>;

const registered = new Map<CatalogueName, object>();
let filipino: FilipinoPack | null = null;

/**
 * A read-through view of an English catalogue (or a nested part of one): each read gives the
 * value at the same path in the Filipino pack once that is in place, else the English one, and
 * writes nothing anywhere. A nested part is a view too, the same one on every read, so a module
 * that kept `corporateStrings.home` before the pack arrived reads Filipino from then on.
 */
function view<T extends object>(english: T, translated: () => Part | undefined): T {
  const parts = new Map<PropertyKey, object>();
  return new Proxy(english, {
    get(target, key) {
      const value = (target as Part)[key];
      if (typeof value !== 'object' || !value) return translated()?.[key] ?? value;
      let part = parts.get(key);
      if (!part)
        parts.set(key, (part = view(value, () => translated()?.[key] as Part | undefined)));
      return part;
    },
  });
}

/**
 * Every English catalogue module exports `localise('<name>', { … })`: the catalogue is registered
 * under its name and read through a view, in Filipino once the pack is in place (before anything
 * renders in Filipino mode; docs/decisions/i18n-filipino.md).
 */
export function localise<T extends object>(name: CatalogueName, english: T): T {
  registered.set(name, english);
  return view(english, () => filipino?.[name] as Part | undefined);
}

/** Puts the Filipino pack in place: every catalogue's view reads it from now on. */
export function applyFilipino(pack: FilipinoPack): void {
  filipino = pack;
}

/** The English catalogues registered so far, by name, as written (the parity test walks them). */
export function registeredCatalogues(): ReadonlyMap<CatalogueName, object> {
  return registered;
}
