import { reportRefusedLink } from './report-refused-link';
import { guardImageUrl } from './url-guard';

/**
 * The address to show a server image from, or null when the link policy refuses it (then the
 * refusal is reported for ops, deduplicated per page load).
 */
export function serverImageSource(src: string): string | null {
  const image = guardImageUrl(src);
  if (image.kind === 'image') return image.url;
  reportRefusedLink({
    target: 'image',
    scheme: image.scheme,
    host: image.host,
    reason: image.reason,
  });
  return null;
}
