import type { Phone } from '../harness/phone';

/** One borrower journey, written once, run in every engine. */
export interface Journey {
  name: string;
  /** The journey needs the service worker (it is blocked otherwise where the engine allows). */
  serviceWorkers?: boolean;
  run(phone: Phone): Promise<void>;
}
