import { useRef, useState } from 'react';
import { withFeedback } from '../../lib/api/feedback';
import { nativeActions } from '../../lib/bridge/native-actions';
import { openServerLink } from '../../lib/links/open-server-link';
import { showToast } from '../../lib/toast/toast';
import { common } from '../../strings/common';
import { fetchProductLink, logProductClick } from './api/product-click';
import type { RecommendedProduct } from './api/recommended-product';
import { linkTarget } from './product-rules';

/**
 * A tap on a recommended product: log the click, ask for its link, then open it in the page if
 * it starts with http (through the URL guard), otherwise hand it to the native bridge.
 */
export function useProductClick() {
  const [busyId, setBusyId] = useState<string>();
  const inFlight = useRef(false);

  async function select(product: RecommendedProduct) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusyId(product.id);
    try {
      await logProductClick(product.id).catch(() => undefined);
      const link = await withFeedback(() => fetchProductLink(product.id), {
        loadingText: common.loading,
      });
      if (linkTarget(link) === 'native') nativeActions.openPage(link);
      else if (openServerLink(link) === 'blocked') showToast(common.linkBlocked);
    } catch {
      // withFeedback has shown the server's message.
    } finally {
      inFlight.current = false;
      setBusyId(undefined);
    }
  }

  return { busyId, select: (product: RecommendedProduct) => void select(product) };
}
