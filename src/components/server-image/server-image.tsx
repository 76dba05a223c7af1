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

/**
 * What shows where a picture failed to load (offline and not cached, its host down): the
 * initials on the picture's box, never the engine's empty or broken-image box. An inline SVG
 * sized by attributes, as the pending box is (no style attribute for the CSP to refuse).
 */
function FailedImage({
  className,
  width,
  height,
  text,
}: {
  className?: string;
  width: number;
  height: number;
  text: string;
}) {
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      data-image-failed=""
    >
      <text
        x="50%"
        y="50%"
        textAnchor="middle"
        dominantBaseline="central"
        fill="currentColor"
        fontWeight="700"
        fontSize={Math.round(height * 0.4)}
      >
        {text}
      </text>
    </svg>
  );
}

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
  if (failedSrc === src) {
    return (
      <FailedImage
        className={rest.className}
        width={rest.width}
        height={rest.height}
        text={initials(initialsOf)}
      />
    );
  }
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
  if (source === null) return null;
  return <img {...rest} ref={ref} src={source} alt={alt} onError={() => setFailedSrc(src)} />;
}
