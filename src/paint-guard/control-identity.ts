/**
 * Which controls a tap kept before the app started (./keep-taps.ts) may act on, and how one is
 * found again: only what needs the app. A link with a real address is left to the browser (the
 * server answers it), form fields to ./replay-input.ts.
 */
export const CONTROL = [
  'button',
  'summary',
  'input[type="submit"]',
  'input[type="button"]',
  'input[type="image"]',
  '[role="button"]',
  '[role="tab"]',
  '[role="link"]',
  '[role="menuitem"]',
  'a:not([href])',
  'a[href=""]',
  'a[href="#"]',
  'a[href^="javascript:"]',
].join(', ');

/**
 * The control a tap on `target` is for, if it needs the app: in the markup the app takes over
 * (`#root`), not what the page adds itself (the notice of src/boot/asset-failure.ts and its
 * button to try again).
 */
export function controlOf(target: EventTarget | null): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const control = target.closest<HTMLElement>(CONTROL);
  return control?.closest('#root') ? control : undefined;
}

/**
 * The control as a borrower would name it (kind, role, name, value, address, words): the same
 * control rendered afresh reads the same; one that reads otherwise (another amount) is another.
 */
function describe(control: Element): string {
  return JSON.stringify([
    control.localName,
    control.getAttribute('role'),
    control.getAttribute('type'),
    control.getAttribute('name'),
    control.getAttribute('value'),
    control.getAttribute('href'),
    control.getAttribute('aria-label'),
    (control.textContent ?? '').replace(/\s+/g, ' ').trim(),
  ]);
}

/** A control's identity: what it says and which of the page's controls saying that it is. */
export interface ControlIdentity {
  description: string;
  index: number;
}

const alike = (root: ParentNode, description: string) =>
  [...root.querySelectorAll<HTMLElement>(CONTROL)].filter(
    (control) => describe(control) === description,
  );

export function identify(control: HTMLElement, root: ParentNode): ControlIdentity {
  const description = describe(control);
  return { description, index: alike(root, description).indexOf(control) };
}

/** The control with that identity in the page as it is now, if there is one. */
export function findControl(identity: ControlIdentity, root: ParentNode): HTMLElement | undefined {
  return alike(root, identity.description)[identity.index];
}
