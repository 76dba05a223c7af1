import type { ScreenDefinition } from '../config/screen-definition';
import { bankAccountScreens } from '../features/bank-account/screens';
import { cardRepaymentScreens } from '../features/card-repayment/screens';
import { complaintScreens } from '../features/complaints/screens';
import { corporateSiteScreens } from '../features/corporate-site/screens';
import { customerServiceScreens } from '../features/customer-service/screens';
import { legalScreens } from '../features/legal/screens';
import { loanConfirmScreens } from '../features/loan-confirm/screens';
import { orderScreens } from '../features/order/screens';
import { productScreens } from '../features/products/screens';
import { promotionScreens } from '../features/promotion/screens';
import { repaymentScreens } from '../features/repayment/screens';
import { testPreviewScreens } from '../features/test-preview/screens';

/**
 * The manifest: every screen of the app, one line per feature. Each feature writes its screens
 * once, in its own `screens.ts` (src/config/screen-definition.ts says what a definition holds);
 * everything else is derived from this object: the entry's route table (at build time, wire data
 * only: scripts/build/screen-table-plugin.ts), the worker's, the server's and the build's
 * (./screen-facts.ts). README.md, "Adding a screen", walks through one.
 */
const DEFINED = {
  ...corporateSiteScreens,
  ...productScreens,
  ...orderScreens,
  ...loanConfirmScreens,
  ...repaymentScreens,
  ...cardRepaymentScreens,
  ...customerServiceScreens,
  ...legalScreens,
  ...complaintScreens,
  ...bankAccountScreens,
  ...testPreviewScreens,
  ...promotionScreens,
} satisfies Record<string, ScreenDefinition>;

export type ScreenName = keyof typeof DEFINED;

export const SCREENS: Readonly<Record<ScreenName, ScreenDefinition>> = DEFINED;
