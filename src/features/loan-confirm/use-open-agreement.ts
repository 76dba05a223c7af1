import { withFeedback } from '../../lib/api/feedback';
import { loadModule } from '../../lib/react/loaded-component';
import { common } from '../../strings/common';
import { linkOpener } from './confirm-links';

/**
 * Tapping an agreement title asks for its link and follows it through the URL guard (a refused
 * link shows the refused-link dialog).
 */
export function openAgreement(fetchUrl: () => Promise<string>): void {
  // The opener is warmed by the screen (useConfirmSubmit); it and the link travel together.
  const both = () => Promise.all([fetchUrl(), loadModule(linkOpener)]);
  void withFeedback(both, { loadingText: common.loading }).then(
    ([url, links]) => {
      links.openServerLink(url);
    },
    () => undefined,
  );
}
