/**
 * What the borrower reads when the lender's API fails behind the proxy. The server says it, so the
 * words live here; the app shows an envelope's message as it comes.
 */
export const PROXY_MESSAGES = {
  notAnswering: "The lender's service is not answering. Please try again in a moment.",
  tooSlow:
    "The lender's service took too long to answer. If you were paying, check your loan before you try again.",
  brokenAnswer: "The lender's service ran into a problem. Please try again in a moment.",
  tooLarge: 'This is too large to send. Please choose a smaller photo or file.',
  tooManyTries: 'Too many tries. Please wait a moment and try again.',
  tooSlowUpload: 'The upload was too slow to finish. Please check your connection and try again.',
} as const;
