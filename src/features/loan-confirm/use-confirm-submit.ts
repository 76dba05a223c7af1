import { useEffect } from 'react';
import { moduleForTap, withFeedback } from '../../lib/api/feedback';
import { nativeActions } from '../../lib/bridge/native-actions';
import type { BridgePayload } from '../../lib/bridge/native-bridge';
import { loanPushLockName } from '../../lib/locks/lock-names';
import { withTabLock } from '../../lib/locks/tab-lock';
import { warmModule } from '../../lib/react/loaded-component';
import { useTapGuard } from '../../lib/react/use-tap-guard';
import { getSession } from '../../lib/session/session';
import { showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';
import { linkOpener } from './confirm-links';
import { loanConfirmStrings as t } from '../../strings/loan-confirm';
import { lendDetailsHref } from './confirm-rules';
import { leaveBackPressGuard } from './use-back-press-prompt';

/**
 * Next: push the loan once (a ref locks out a second tap before React re-renders), mark the
 * native burial point (errors ignored), then replace the page with the returned link plus the
 * session and from=confirm; the back-press guard entry is left first, so Back from there never
 * returns to this screen. A failure shows the server's message and unlocks the button.
 *
 * The link opener is fetched when a finger comes to a control (warmed here); Next has it in hand
 * before it pushes anything, so a loan is never pushed with no way to open its next page.
 */
export function useConfirmSubmit(push: () => Promise<string>, burialPoint: BridgePayload) {
  const { busy, take, release } = useTapGuard();

  useEffect(() => {
    warmModule(linkOpener);
  }, []);

  async function submit() {
    if (!take()) return;
    let link: string;
    let links: Awaited<ReturnType<typeof linkOpener>>;
    try {
      links = await moduleForTap(linkOpener);
      // Another tab pushing the same product's loan holds the lock: say so, push nothing.
      const outcome = await withTabLock(loanPushLockName(getSession().productId ?? ''), () =>
        withFeedback(push, { loadingText: common.loading }),
      );
      if (!outcome.acquired) {
        showToast(t.pushInProgressElsewhere);
        release();
        return;
      }
      link = outcome.value;
    } catch {
      release();
      return;
    }
    try {
      nativeActions.confirmBurialPoint(burialPoint);
    } catch {
      // The burial point is analytics: its failure must not stop the loan.
    }
    const href = lendDetailsHref(link, getSession(), window.location.origin);
    const restoreGuard = await leaveBackPressGuard();
    // The link carries the session, so a refused one is never offered for copying.
    if (links.openServerLink(href, { replace: true, offerCopy: false }) === 'blocked') {
      restoreGuard();
      release();
    }
  }

  return { busy, submit };
}
