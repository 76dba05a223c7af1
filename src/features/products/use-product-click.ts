import { useRef, useState } from 'react';
import { withFeedback } from '../../lib/api/feedback';
import { openNativeLink, openServerLink } from '../../lib/links/open-server-link';
import { common } from '../../strings/common';
import { fetchProductLink, logProductClick } from './api/product-click';
import type { RecommendedProduct } from './api/recommended-product';
import { linkTarget } from './product-rules';

/**
 * A tap on a recommended product: log the click, ask for its link, then open it in the page if
 * it starts with http (through the URL guard), otherwise hand it to the native bridge if the
 * native-link policy allows it (app scheme, tel:, mailto:). A refused link shows the dialog.
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
      if (linkTarget(link) === 'native') openNativeLink(link);
      else openServerLink(link);
    } catch {
      // withFeedback has shown the server's message.
    } finally {
      inFlight.current = false;
      setBusyId(undefined);
    }
  }

  return { busyId, select: (product: RecommendedProduct) => void select(product) };
}
