import { sessionQuery, type Session } from '../../lib/session/session';
import type { Agreement } from './api/contract-list';

/** 'Loan term {n}days': the term is periods × days per period (termUnit, in days). */
export function loanTermDays(periods: number, termUnit: number): number {
  return Math.max(0, periods) * Math.max(0, termUnit);
}

/** The V32 rupee sign shows when its flag (`currencyFlag`) equals 1; the peso otherwise. */
export function currencyFor(flag: number): 'PHP' | 'INR' {
  return flag === 1 ? 'INR' : 'PHP';
}

/** An agreement's position for contract-jump: its own, else its 1-based place in the list. */
export function agreementPosition(item: { position?: number }, index: number): number {
  return item.position ?? index + 1;
}

/**
 * Where Next leads: the pushed loan's link plus the session params and `from=confirm`. The
 * link's own parameters win over session values.
 */
export function lendDetailsHref(link: string, session: Session, origin: string): string {
  const url = new URL(link, origin);
  const query = sessionQuery(session);
  url.searchParams.forEach((value, key) => query.set(key, value));
  query.set('from', 'confirm');
  url.search = query.toString();
  return url.href;
}

/** Where the agreement list stands: its three states, as far as the money is concerned. */
export type AgreementList =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; agreements: readonly Agreement[] };

/** The list from its load (data wins: a failed refresh keeps the list the borrower saw). */
export function agreementList(load: {
  data: readonly Agreement[] | undefined;
  error: unknown;
}): AgreementList {
  if (load.data !== undefined) return { state: 'ready', agreements: load.data };
  if (load.error !== undefined && load.error !== null)
    return { state: 'failed', error: load.error };
  return { state: 'loading' };
}

/**
 * 'Next' acts only once the agreement list has loaded, and then only with the checkbox ticked
 * (or with no agreements at all): never while it loads, never after it failed.
 */
export function canGoNext(list: AgreementList, checked: boolean): boolean {
  return list.state === 'ready' && (checked || list.agreements.length === 0);
}

/** The agreement block is hidden only when the list has loaded and is empty (SPEC.md section 5). */
export function showsAgreementBlock(list: AgreementList): boolean {
  return list.state !== 'ready' || list.agreements.length > 0;
}
