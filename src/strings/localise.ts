import type { CatalogueName } from './catalogue-names';

/** The Filipino values of every catalogue, by the name its English catalogue registers under. */
export type FilipinoPack = Readonly<Record<CatalogueName, object>>;

const registered = new Map<CatalogueName, object>();
let filipino: FilipinoPack | null = null;

function isRecord(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/**
 * Writes `source` into `target` in place, nested objects and lists included, so a module that
 * kept a nested part (`const text = corporateStrings.home`) reads the new wording too.
 */
export function assignInPlace(target: object, source: object): void {
  for (const [key, value] of Object.entries(source)) {
    const current: unknown = Reflect.get(target, key);
    if (isRecord(current) && isRecord(value)) assignInPlace(current, value);
    else Reflect.set(target, key, value);
  }
}

/**
 * Called by every English catalogue module as it loads (docs/decisions/i18n-filipino.md). In
 * Filipino mode the pack is in place before anything renders, and every route chunk loads after
 * that, so a catalogue holds Filipino before any screen module reads it.
 */
export function localise(name: CatalogueName, catalogue: object): void {
  registered.set(name, catalogue);
  if (filipino) assignInPlace(catalogue, filipino[name]);
}

/** Puts the Filipino pack in place: the catalogues loaded so far now, later ones as they load. */
export function applyFilipino(pack: FilipinoPack): void {
  filipino = pack;
  for (const [name, catalogue] of registered) assignInPlace(catalogue, pack[name]);
}

/** The English catalogues registered so far, by name (the parity test walks them). */
export function registeredCatalogues(): ReadonlyMap<CatalogueName, object> {
  return registered;
}
