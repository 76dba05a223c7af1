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
 * The manifest: every screen, one line per feature (each writes its own `screens.ts`; see
 * src/config/screen-definition.ts). Everything else derives from it: the entry's route tables,
 * generated and checked in (`npm run screens`: src/config/screen-paths.ts, ./screen-modules.ts)
 * and the rest (./screen-facts.ts). README.md, "Adding a screen", walks through one.
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
