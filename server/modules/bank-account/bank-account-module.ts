import type { SandboxModule } from '../../lib/module';

/** Sandbox endpoints for the bank-account screens: built by the bank-account issue. */
export const bankAccountModule: SandboxModule = {
  name: 'bank-account',
  schema: '',
  seed() {},
  routes() {},
};
