import type { appUpdatingStrings } from './app-updating';
import type { Catalogue } from './catalogue';

/** Filipino wording of the page's notice while a release is rolled out. */
export const appUpdatingStringsFil = {
  title: 'Ina-update ang app',
  body: 'May bagong bersyong inilalagay. Pakisubukang muli pagkalipas ng ilang sandali.',
  retry: 'Subukang muli',
} satisfies Catalogue<typeof appUpdatingStrings>;
