/** Where the worker's script is served; its scope is the whole app. */
export const WORKER_URL = '/sw.js';
export const WORKER_SCOPE = '/';
