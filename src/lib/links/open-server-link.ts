import { postToNative } from '../bridge/native-bridge';
import { guardUrl } from './url-guard';

export type OpenResult = 'page' | 'native' | 'blocked';

/**
 * Follows a server-provided link through the URL guard: http(s) links on the allow-list load in
 * the page (replacing it when asked), app links go to the native bridge, anything else is refused.
 */
export function openServerLink(raw: unknown, options: { replace?: boolean } = {}): OpenResult {
  const link = guardUrl(raw);
  if (link.kind === 'page') {
    if (options.replace) window.location.replace(link.url);
    else window.location.assign(link.url);
    return 'page';
  }
  if (link.kind === 'native') {
    return postToNative('openPage', { url: link.url }) ? 'native' : 'blocked';
  }
  return 'blocked';
}
