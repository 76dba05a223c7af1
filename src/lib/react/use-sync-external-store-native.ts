/**
 * What SWR imports as `use-sync-external-store/shim`, in the app build: React 19's own hook.
 * The shim package ships a fallback for React 16–17 that React 19 never runs but every data
 * screen downloaded (about 0.6 KiB gzipped); vite.config.ts points the import here.
 */
export { useSyncExternalStore } from 'react';
