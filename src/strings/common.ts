import { localise } from './localise';

/**
 * The user-visible wording shared by every screen. Each feature keeps its own wording in a file
 * beside this one (src/strings/<feature>.ts), so a Filipino translation changes one folder.
 * Strings quoted by SPEC.md keep the spec's exact wording, typos included.
 */
export const common = localise('common', {
  copySuccess: 'copy success',
  copyFallbackTitle: 'Copy this text',
  copyFallbackHint: 'Press and hold the text below, then choose Copy.',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  retry: 'Try again',
  loading: 'loading...',
  back: 'Back',
  goHome: 'Go to home',
  error: 'error',
  networkError: 'No connection. Please check your mobile data or Wi-Fi and try again.',
  timeoutError: 'The request took too long. Please check your connection and try again.',
  serverError: (status: number) =>
    `Something went wrong on our side (HTTP ${status}). Please try again in a moment.`,
  malformedResponse: 'We received an unexpected answer from the server. Please try again.',
  genericFailure: 'Something went wrong. Please try again.',
  tooManyTries: (seconds: number) => `Too many tries. Please wait ${seconds} s and try again.`,
  linkBlocked: 'This link cannot be opened.',
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for does not exist or has moved.',
  screenCrashedTitle: 'This screen could not be shown',
  screenCrashedBody: 'Something unexpected happened. You can try again or go back.',
  peso: '₱',
  rupee: '₹',
} as const);
