import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
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
  /** Whose picture it is (a product's name): its initials stand in when the picture fails. */
  initialsOf?: string;
};

/** "PesoLoan Plus" → "PP": the first letters of the first two words. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

const imageGuard = () => import('../../lib/links/server-image-source');

/**
 * An image whose address the server gave (a logo, a banner): shown only from this origin or an
 * IMAGE_HOSTS host, the hosts the CSP's img-src allows. Otherwise it is left out, as when the
 * server sends no image, rather than shown broken, and the refusal is reported for ops.
 *
 * The link guard arrives in its own chunk when no screen code has brought it yet: until then
 * the picture's box is held empty (no address is ever used unchecked), and the screen's text,
 * its largest paint, does not wait for it (docs/decisions/first-paint.md).
 */
// Not `loadedComponent`: a Suspense fallback would hold the picture back by React's 300 ms reveal
// throttle even where the guard is already here (order detail loads it with its code).
export function ServerImage({ src, alt, initialsOf = '', ...rest }: ServerImageProps) {
  const loaded = useArrivedModule(imageGuard);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A server-rendered picture may have failed before the app could listen for its error.
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src, loaded]);
  if (src.trim() === '') return null;
  const failed = failedSrc === src;
  if (failed || !loaded) {
    // The picture's box, sized by its attributes like the <img> it stands for (the CSP refuses
    // style attributes in prerendered HTML): empty while the guard loads; where the picture
    // failed (offline and not cached, its host down), the initials, never the engine's empty or
    // broken-image box.
    const { className, width, height } = rest;
    return (
      <svg
        className={className}
        width={width}
        height={height}
        viewBox="0 0 10 10"
        aria-hidden="true"
        data-image-failed={failed ? '' : undefined}
        data-image-pending={failed ? undefined : ''}
      >
        {failed ? (
          // Centred at 40 % of the box's height by base.css (svg[data-image-failed] text).
          <text x="5" y="5">
            {initials(initialsOf)}
          </text>
        ) : null}
      </svg>
    );
  }
  const source = loaded.serverImageSource(src);
  if (source === null) return null;
  return <img {...rest} ref={ref} src={source} alt={alt} onError={() => setFailedSrc(src)} />;
}
