/**
 * What a tap kept before the app started (./keep-taps.ts) may act on, and how that control is
 * found again in the page the app rendered. Only what needs the app: buttons, tabs, controls by
 * role and links without a real address. A link with one is left to the browser (it works
 * without the app, and the server answers it), and form fields to the browser and
 * ./replay-input.ts (a card chosen, a number typed).
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
 * The control as a borrower would name it: its kind, role, name, value, address and the words it
 * shows. The same control rendered again by the app (fresh, not hydrated) has the same; a control
 * that reads otherwise (another date, another amount) is not the one tapped.
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
