import { localise } from './localise';

/** Wording of the language switch and of the note on legal pages shown in another language. */
export const languageStrings = {
  switchLabel: 'Language',
  english: 'English',
  filipino: 'Filipino',
  /** In English the legal text is itself the governing one, so English pages need no note. */
  legalGoverningNote: '',
} as const;

localise('language', languageStrings);
