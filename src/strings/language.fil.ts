import type { Catalogue } from './catalogue';
import type { languageStrings } from './language';

/** Filipino wording of the language switch and the note at the top of each legal page. */
export const languageStringsFil = {
  switchLabel: 'Wika',
  english: 'English',
  filipino: 'Filipino',
  legalGoverningNote:
    'Nasa English ang tekstong ito dahil ang English na bersyon ang opisyal at masusunod. May tanong? Makipag-ugnayan sa aming customer service.',
} satisfies Catalogue<typeof languageStrings>;
