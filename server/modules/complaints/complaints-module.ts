import type { SandboxModule } from '../../lib/module';

/** Sandbox endpoints for the complaints screens: built by the complaints issue. */
export const complaintsModule: SandboxModule = {
  name: 'complaints',
  schema: '',
  seed() {},
  routes() {},
};
