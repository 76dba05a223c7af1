import { isFilipino } from './language';

/**
 * A picture with words in it, in the page's language: `/images/x.svg` is `/images/x.fil.svg` in
 * Filipino (only for pictures that have a Filipino twin beside them).
 */
export function localisedImage(path: string): string {
  return isFilipino ? path.replace(/\.svg$/, '.fil.svg') : path;
}
