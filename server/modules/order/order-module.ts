import type { SandboxModule } from '../../lib/module';

/** Sandbox endpoints for the order screens: built by the order issue. */
export const orderModule: SandboxModule = {
  name: 'order',
  schema: '',
  seed() {},
  routes() {},
};
