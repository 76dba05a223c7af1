/**
 * The link guard and opener as one module, for screens that use them only for what a tap or an
 * answer does, not for their first render: they load it with `loadModule` or `useArrivedModule`
 * (src/lib/react/loaded-component.tsx) from a loader of their own
 * (docs/decisions/first-paint.md).
 */
export { openNativeLink, openServerLink } from './open-server-link';
export { guardUrl } from './url-guard';
