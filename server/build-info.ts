/** What the compiled server was built from (vite.server.config.ts); `dev` when run from source. */
declare const __SERVER_BUILD__: { version: string; commit: string } | undefined;

export const SERVER_BUILD: { version: string; commit: string } =
  typeof __SERVER_BUILD__ === 'undefined' ? { version: 'dev', commit: 'dev' } : __SERVER_BUILD__;
