import type { WorkerScreens } from '../src/config/worker-screens';

declare const __WORKER_SCREENS__: WorkerScreens;

/** The screens as the build derived them for the worker (src/config/worker-screens.ts). */
export const workerScreens: WorkerScreens = __WORKER_SCREENS__;
