import { localise } from './localise';

/** Wording of the language switch and of the note on legal pages shown in another language. */
export const languageStrings = localise('language', {
  switchLabel: 'Language',
  english: 'English',
  filipino: 'Filipino',
  /** In English the legal text is itself the governing one, so English pages need no note. */
  legalGoverningNote: '',
} as const);
