import type { SandboxModule } from '../../lib/module';

/** Sandbox endpoints for the repayment screens: built by the repayment issue. */
export const repaymentModule: SandboxModule = {
  name: 'repayment',
  schema: '',
  seed() {},
  routes() {},
};
