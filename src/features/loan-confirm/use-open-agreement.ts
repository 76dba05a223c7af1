import { withFeedback } from '../../lib/api/feedback';
import { openServerLink } from '../../lib/links/open-server-link';
import { common } from '../../strings/common';

/**
 * Tapping an agreement title asks for its link and follows it through the URL guard (a refused
 * link shows the refused-link dialog).
 */
export function openAgreement(fetchUrl: () => Promise<string>): void {
  void withFeedback(fetchUrl, { loadingText: common.loading }).then(
    (url) => {
      openServerLink(url);
    },
    () => undefined,
  );
}
