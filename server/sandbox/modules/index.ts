import type { SandboxModule } from '../module';
import { bankAccountModule } from './bank-account/bank-account-module';
import { complaintsModule } from './complaints/complaints-module';
import { coreModule } from './core/core-module';
import { orderModule } from './order/order-module';
import { promotionModule } from './promotion/promotion-module';
import { repaymentModule } from './repayment/repayment-module';

/** Every slice of the sandbox API, core first (the others refer to its borrowers). */
export const sandboxModules: readonly SandboxModule[] = [
  coreModule,
  orderModule,
  repaymentModule,
  bankAccountModule,
  complaintsModule,
  promotionModule,
];
