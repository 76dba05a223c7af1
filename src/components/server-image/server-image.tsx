import type { ImgHTMLAttributes } from 'react';
import { useArrivedModule } from '../../lib/react/loaded-component';

export type ServerImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height'
> & {
  src: string;
  alt: string;
  /** The box the picture takes, kept while the guard loads, so nothing moves when it shows. */
  width: number;
  height: number;
};

const imageGuard = () => import('../../lib/links/server-image-source');

/**
 * An image whose address the server gave (a logo, a banner): shown only from this origin or an
 * IMAGE_HOSTS host, the hosts the CSP's img-src allows. Otherwise it is left out, as when the
 * server sends no image, rather than shown broken, and the refusal is reported for ops.
 *
 * The link guard arrives in its own chunk when no screen code has brought it yet: until then
 * the picture's box is held empty (no address is ever used unchecked), and the screen's text,
 * its largest paint, does not wait for it (docs/decisions/performance-app-overlays.md).
 */
// Not `loadedComponent`: a Suspense fallback would hold the picture back by React's 300 ms reveal
// throttle even where the guard is already here (order detail loads it with its code).
export function ServerImage({ src, alt, ...rest }: ServerImageProps) {
  const loaded = useArrivedModule(imageGuard);
  if (src.trim() === '') return null;
  if (!loaded) {
    // An empty inline box of the picture's size, like the <img> it stands for; sized by its
    // attributes, not a style attribute (the CSP refuses those in prerendered HTML).
    return (
      <svg
        className={rest.className}
        width={rest.width}
        height={rest.height}
        aria-hidden="true"
        data-image-pending=""
      />
    );
  }
  const source = loaded.serverImageSource(src);
  return source === null ? null : <img {...rest} src={source} alt={alt} />;
}
