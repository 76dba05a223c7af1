import type { ImgHTMLAttributes } from 'react';
import { reportRefusedLink } from '../../lib/links/report-refused-link';
import { guardImageUrl } from '../../lib/links/url-guard';

export type ServerImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string;
  alt: string;
};

/**
 * An image whose address the server gave (a logo, a banner): shown only from this origin or an
 * IMAGE_HOSTS host, the hosts the CSP's img-src allows. Otherwise it is left out, as when the
 * server sends no image, rather than shown broken, and the refusal is reported for ops.
 */
export function ServerImage({ src, alt, ...rest }: ServerImageProps) {
  if (src.trim() === '') return null;
  const image = guardImageUrl(src);
  if (image.kind !== 'image') {
    // Deduplicated per page load, so re-renders do not repeat it.
    reportRefusedLink({
      target: 'image',
      scheme: image.scheme,
      host: image.host,
      reason: image.reason,
    });
    return null;
  }
  return <img {...rest} src={image.url} alt={alt} />;
}
