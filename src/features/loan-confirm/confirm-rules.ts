import { sessionQuery, type Session } from '../../lib/session/session';

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
