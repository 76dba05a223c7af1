import { common } from '../../strings/common';
import { showLoading, showToast } from '../toast/toast';
import { loadModule } from '../react/loaded-component';
import { errorMessage } from './api-error';
import { handleSessionExpiry } from './session-expiry';

export interface FeedbackOptions {
  /** Shows a loading toast while the call is in flight (SPEC.md section 7). */
  loadingText?: string;
  /** Toast the failure message (about 2 s). Default true. */
  toastErrors?: boolean;
  /** Message when the error carries none. */
  fallbackMessage?: string;
}

/** Runs a call with the spec's loading and failure toasts; the error is re-thrown to the caller. */
export async function withFeedback<T>(
  run: () => Promise<T>,
  options: FeedbackOptions = {},
): Promise<T> {
  const hide = options.loadingText ? showLoading(options.loadingText) : undefined;
  try {
    const result = await run();
    hide?.();
    return result;
  } catch (error) {
    hide?.();
    if (options.toastErrors !== false) {
      showToast(errorMessage(error, options.fallbackMessage ?? common.genericFailure));
    }
    handleSessionExpiry(error);
    throw error;
  }
}

/**
 * The code a tap needs, fetched on intent (`warmModule`): in hand, or, when its chunk
 * cannot be fetched, a rejection after the "No connection" toast. The tap has then done nothing;
 * the next tap fetches it again.
 */
export function moduleForTap<M>(load: () => Promise<M>): Promise<M> {
  return withFeedback(() => loadModule(load, true), { fallbackMessage: common.networkError });
}
