import { controlOf, findControl, identify, type ControlIdentity } from './control-identity';
import { TAPS_WAITING } from '../lib/rendered-page/page-attributes';
import { appHasStarted, whenAppStarts } from './when-app-starts';

/** On a control whose tap is kept for the app: base.css dims it until the app starts. */
export const TAP_KEPT = 'data-tap-kept';

/**
 * How long the app may take to render the tapped control (again, or once its part's code has
 * arrived); a tap whose control has not shown by then is dropped.
 */
const CARRY_OUT_LIMIT_MS = 10_000;

interface Kept {
  /** The control tapped (or the form submitted without one) in the painted markup. */
  control: HTMLElement;
  /** How to find it again where the app renders the page afresh; none for a bare form. */
  identity?: ControlIdentity;
  /** Its `aria-busy` before the tap (restored when the tap is carried out or dropped). */
  busy: string | null;
}

/**
 * Keeps each tap on a control that needs the app, made on a painted page before its app has
 * started, and carries it out once the app can, as Angular's event replay and Google's jsaction do
 * (docs/decisions/early-taps-replay.md). Until then the control shows it was taken (busy) and its
 * default (a form's reload) is prevented. The first tap goes to the same control once React owns
 * it, or is dropped after `carryOutLimitMs`; a later tap only while the borrower is still where
 * they made it (same address, control there, enabled, not behind a pop-up).
 */
export function keepTapsUntilAppStarts(
  doc: Document = document,
  carryOutLimitMs = CARRY_OUT_LIMIT_MS,
): void {
  const kept: Kept[] = [];
  /** Taken and not yet carried out or dropped: a tap on one of these does nothing more. */
  const waiting = new Set<HTMLElement>();
  const body = () => doc.body ?? doc.documentElement;

  const keep = (event: Event, control: HTMLElement | undefined, form?: HTMLFormElement) => {
    const taken = control ?? form;
    if (!taken || (appHasStarted(doc) && !waiting.has(taken))) return;
    event.preventDefault();
    event.stopPropagation();
    if (waiting.has(taken)) return;
    kept.push({
      control: taken,
      ...(control ? { identity: identify(control, body()) } : {}),
      busy: taken.getAttribute('aria-busy'),
    });
    waiting.add(taken);
    doc.documentElement.setAttribute(TAPS_WAITING, '');
    taken.setAttribute('aria-busy', 'true');
    taken.setAttribute(TAP_KEPT, '');
  };

  const onClick = (event: Event) => keep(event, controlOf(event.target));
  const onKey = (event: Event) => {
    // Native buttons and links turn these keys into a click themselves.
    if (!(event instanceof KeyboardEvent) || (event.key !== 'Enter' && event.key !== ' ')) return;
    const control = controlOf(event.target);
    if (control?.hasAttribute('role') && control === event.target) keep(event, control);
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    // A form sent with Enter in a field is sent by its default button, as if it were tapped.
    const submitter =
      (event instanceof SubmitEvent ? event.submitter : null) ??
      form.querySelector('button:not([type]), button[type="submit"], input[type="submit"]');
    keep(event, controlOf(submitter), form);
  };
  const listeners = [
    ['click', onClick],
    ['keydown', onKey],
    ['submit', onSubmit],
  ] as const;
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, true);

  const leave = () => {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, true);
    doc.documentElement.removeAttribute(TAPS_WAITING);
  };
  /** A kept tap is carried out or dropped; the last one lets the guard go. */
  const settle = (tap: Kept) => {
    waiting.delete(tap.control);
    if (waiting.size === 0) leave();
  };

  whenAppStarts(doc, () => {
    const [first, ...later] = kept;
    // The marks off before React hydrates the controls (it would find attributes it did not
    // render); a tap on them still waits for its first to be carried out.
    for (const tap of kept) release(tap);
    if (!first) return leave();
    // Where the borrower made the taps: a later one is theirs only while they are still there.
    const address = doc.location.href;
    carryOut(first, doc, carryOutLimitMs, settle, (carried) =>
      carried ? carryOutLater(later, doc, address, settle) : later.forEach(settle),
    );
  });
}

function release({ control, busy }: Kept): void {
  control.removeAttribute(TAP_KEPT);
  if (busy === null) control.removeAttribute('aria-busy');
  else control.setAttribute('aria-busy', busy);
}

/** The control tapped, as the page is now: the same element hydrated, or one that reads the same. */
function current(kept: Kept, doc: Document): HTMLElement | undefined {
  if (kept.control.isConnected) return kept.control;
  return kept.identity && findControl(kept.identity, doc.body ?? doc.documentElement);
}

function act(control: HTMLElement): void {
  if (control instanceof HTMLFormElement) control.requestSubmit();
  else control.click();
}

/**
 * React has taken the element over: hydrated it, or rendered it. A control inside a part still
 * waiting for its code (a pop-up's chunk) is not yet: React would drop a click on it.
 */
const ownedByReact = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * The first tap, once React owns its control (hydrated, or rendered afresh); dropped when none has
 * shown within `limitMs` (a part rendered again after its code arrives: loan confirmation's pop-up
 * on a slow phone). `then` learns whether it was carried out.
 */
function carryOut(
  kept: Kept,
  doc: Document,
  limitMs: number,
  settle: (tap: Kept) => void,
  then: (carried: boolean) => void,
): void {
  const root = doc.getElementById('root');
  // React handles an event on a page it is still to hydrate by hydrating it at once: one that no
  // control handles, on the screen's outermost element (React finds no root from #root itself),
  // so the tap below goes to the control as hydrated (or as rendered again on a mismatch).
  root?.firstElementChild?.dispatchEvent(new Event('input'));
  const until = Date.now() + limitMs;
  const attempt = () => {
    const control = current(kept, doc);
    if (control && ownedByReact(control)) {
      // Settled first: the guard lets this click through to React.
      settle(kept);
      act(control);
      return then(true);
    }
    if (Date.now() < until) return void setTimeout(attempt, 50);
    settle(kept);
    then(false);
  };
  attempt();
}

/**
 * The later taps, each in a task of its own (what the one before did is on the page), while the
 * borrower is where they made them: a tap that opened another screen or a pop-up drops the rest.
 */
function carryOutLater(
  later: Kept[],
  doc: Document,
  address: string,
  settle: (tap: Kept) => void,
): void {
  const [next, ...rest] = later;
  if (!next) return;
  setTimeout(() => {
    const control = current(next, doc);
    const modal = doc.querySelector('dialog[open]');
    settle(next);
    if (
      doc.location.href !== address ||
      !control ||
      control.matches(':disabled') ||
      control.closest('[inert]') ||
      (modal && !modal.contains(control))
    )
      return rest.forEach(settle);
    act(control);
    carryOutLater(rest, doc, address, settle);
  }, 0);
}
