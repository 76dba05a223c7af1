import { withFeedback } from '../../lib/api/feedback';
import { openServerLink } from '../../lib/links/open-server-link';
import { showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';

/** Tapping an agreement title asks for its link and follows it through the URL guard. */
export function openAgreement(fetchUrl: () => Promise<string>): void {
  void withFeedback(fetchUrl, { loadingText: common.loading }).then(
    (url) => {
      if (openServerLink(url) === 'blocked') showToast(common.linkBlocked);
    },
    () => undefined,
  );
}
