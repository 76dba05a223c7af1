import type { FastifyRequest } from 'fastify';
import { acceptedLanguages } from '../../src/lib/i18n/language-cookie';
import { browserLanguage, type Language } from '../../src/lib/i18n/language-rule';

/**
 * The language a call asks the sandbox's texts in: its `Accept-Language` (the app sends `fil-PH`
 * or `en-PH` on every call, DECISIONS.md section 12) read by the app's own rule (`fil` and `tl`
 * are Filipino); English when it names neither, as for a call that sends none.
 */
export function answerLanguage(request: FastifyRequest): Language {
  return browserLanguage(acceptedLanguages(request.headers['accept-language'])) ?? 'en';
}

/** A text the sandbox answers in either language. */
export type Localised<T> = Record<Language, T>;
