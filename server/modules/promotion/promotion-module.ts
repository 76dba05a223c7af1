import type { SandboxModule } from '../../lib/module';

/** Sandbox endpoints for the promotion screens: built by the promotion issue. */
export const promotionModule: SandboxModule = {
  name: 'promotion',
  schema: '',
  seed() {},
  routes() {},
};
