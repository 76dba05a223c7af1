import type { TargetQuery } from './driver';

/**
 * Runs in the page: the first visible element matching a target, by role and accessible name
 * (a small subset of ARIA's naming: aria-label, aria-labelledby, a label, then the text), or,
 * without a role, the innermost visible element whose text matches. Self-contained, as it is
 * sent to the page as source text.
 */
export function findInPage(query: TargetQuery): Element | null {
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = (text: string) =>
    query.source !== undefined
      ? new RegExp(query.source, query.flags).test(text)
      : text === query.text;
  const visible = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => clean(document.getElementById(id)?.textContent))
      .join(' ');
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return clean(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return clean(byIds(labelledBy));
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      const labels = element.labels ? Array.from(element.labels) : [];
      if (labels.length > 0) return clean(labels.map((item) => item.textContent).join(' '));
      return clean(element.placeholder);
    }
    if (element instanceof HTMLImageElement) return clean(element.alt);
    return clean(element.textContent);
  };
  const ROLES: Record<string, string> = {
    // An explicit role wins: a <button role="tab"> is a tab, not a button.
    button: 'button:not([role]), [role="button"], input[type="submit"], input[type="button"]',
    link: 'a[href]:not([role]), [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    tab: '[role="tab"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="tel"], input[type="number"], input[type="email"], input[type="search"], textarea',
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    img: 'img, svg[role="img"], [role="img"]',
    radio: 'input[type="radio"], [role="radio"]',
  };
  let scope: ParentNode = document;
  if (query.within) {
    const within = query.within;
    const holder = Array.from(
      document.querySelectorAll(
        'dialog, [role="dialog"], [role="alertdialog"], section, [role="region"], nav',
      ),
    ).find((element) => visible(element) && nameOf(element) === within);
    if (!holder) return null;
    scope = holder;
  }
  if (query.role) {
    const selector = ROLES[query.role] ?? query.role;
    return (
      Array.from(scope.querySelectorAll(selector)).find(
        (element) => visible(element) && matches(nameOf(element)),
      ) ?? null
    );
  }
  const all = Array.from(scope.querySelectorAll('body *')).filter(
    (element) => visible(element) && matches(clean(element.textContent)),
  );
  // The innermost: no other match inside it; tapping text taps the control it is part of (an
  // option's label, whose radio may lie over the text).
  const innermost = all.find(
    (element) => !all.some((other) => other !== element && element.contains(other)),
  );
  return (
    innermost?.closest('label, button, a[href], [role="button"], [role="tab"], [role="radio"]') ??
    innermost ??
    null
  );
}
