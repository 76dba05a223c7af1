import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this app (with its query): the router opens it without reloading the page. */
  to: string;
  /** History state the next screen reads (`useLocation().state`), never part of the address. */
  state?: unknown;
}

/**
 * A link to a screen of this app: a real `<a href>` (long-press, open in a new tab, no
 * JavaScript) that the router follows in place on a plain tap. The app's own rather than
 * react-router's `<Link>`, which carries framework-mode prefetching and server-redirect code
 * this app never uses (about 6 KB gzip in every page; docs/decisions/first-paint.md).
 */
export function Link({ to, state, onClick, target, children, ...anchor }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { target, state });
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    >
      {children}
    </a>
  );
}
