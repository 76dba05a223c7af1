import type { Catalogue } from './catalogue';
import type { complaintSubmitStrings } from './complaint-submit';

/** Filipino wording of the complaint submission screen (the spec's messages translated for meaning). */
export const complaintSubmitStringsFil = {
  submitTitle: 'Online na serbisyo',
  questionType: 'Uri ng tanong',
  describeLabel: 'Mga komento at suhestiyon',
  describePlaceholder:
    'Ikuwento kung ano ang nangyari: makakatulong ang mga petsa, oras, pangalan o numero para mas mabilis namin itong maayos.',
  emptyDescription: 'Pakisulat ang iyong mga komento at suhestiyon',
  images: 'Mga larawan (opsyonal)',
  imagesHint: (count: number, max: number) =>
    `${count}/${max} · mga screenshot o larawan ng resibo at mensahe`,
  imageAlt: (index: number) => `Larawan ${index}`,
  addImage: 'Magdagdag ng larawan',
  removeImage: (index: number) => `Alisin ang larawan ${index}`,
  uploading: (percent: number) => `Ina-upload ${percent}%`,
  compressing: 'Inihahanda…',
  imageLimit: 'Hanggang 9 na larawan lang ang puwedeng idagdag.',
  imageTooLarge: 'Lampas 20 MB ang file na ito. Pumili ng mas maliit na larawan.',
  notAnImage: 'Mga larawan lang ang puwedeng idagdag (JPG, PNG, WebP o HEIC).',
  unreadableImage: 'Hindi mabasa ang larawang ito. Pumili ng JPG o PNG na larawan.',
  waitForUploads: 'Pakihintay na matapos ma-upload ang mga larawan.',
  draftRestored: 'Naibalik ang reklamong hindi mo pa naipapadala.',
  send: 'Ipadala',
  sendFailed: 'Hindi naipadala ang iyong reklamo. Pakisubukan ulit.',
  successTitle: 'Naipadala na',
  replyPromise: 'Sasagot kami sa loob ng 3 araw ng trabaho.',
  missingType: 'Pumili muna ng uri ng tanong.',
  chooseType: 'Pumili ng uri ng tanong',
} satisfies Catalogue<typeof complaintSubmitStrings>;
