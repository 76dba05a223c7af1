import type { Catalogue } from './catalogue';
import type { complaintStrings } from './complaints';

/** Filipino wording of the complaint screens (the spec's messages translated for meaning). */
export const complaintStringsFil = {
  startTitle: 'Online na serbisyo',
  submitTitle: 'Online na serbisyo',
  listTitle: 'Aking mga reklamo',
  detailTitle: 'Detalye ng reklamo',

  selectedOrder: 'Napiling order',
  allOrders: 'Lahat',
  allOrdersLabel: 'Lahat ng order: pumili ng ibang order',
  chooseOrderTitle: 'Pumili ng order',
  chosen: 'Napili',
  noOrders: 'Wala ka pang loan order, kaya wala pang puwedeng ireklamo rito.',
  selectQuestionType: 'Piliin ang uri ng tanong',
  collectionRefused: 'Hindi puwedeng magreklamo tungkol sa collection para sa napiling order',
  subTypesOf: (title: string) => `${title}: piliin kung ano ang nangyari`,
  myComplaints: 'Aking mga reklamo',
  myComplaintsHint: 'Tingnan ang iyong mga reklamo at ang aming mga sagot',

  questionType: 'Uri ng tanong',
  describeLabel: 'Mga komento at suhestiyon',
  describePlaceholder:
    'Ikuwento kung ano ang nangyari: makakatulong ang mga petsa, oras, pangalan o numero para mas mabilis namin itong maayos.',
  counter: (count: number) => `${count}/200`,
  counterSuffix: '/200',
  emptyDescription: 'Pakisulat ang iyong mga komento at suhestiyon',
  images: 'Mga larawan (opsyonal)',
  imagesHint: (count: number, max: number) =>
    `${count}/${max} · mga screenshot o larawan ng resibo at mensahe`,
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

  tabsLabel: 'Mga reklamo ayon sa status',
  emptyList: 'Wala pang reklamo rito.',
  newComplaint: 'Mag-file ng reklamo',

  content: 'Ang isinulat mo',
  yourImages: 'Ang iyong mga larawan',
  processResult: 'Resulta ng pag-aksyon',
  agentLabel: 'Customer service',
  replyImages: 'Mga larawan mula sa customer service',
  awaitingReply: 'Natanggap namin ang iyong reklamo. Sasagot kami sa loob ng 3 araw ng trabaho.',
  imageAlt: (index: number) => `Larawan ${index}`,
  replyImageAlt: (index: number) => `Larawan ng sagot ${index}`,
  enlarge: (label: string) => `Palakihin ang ${label}`,
  missingProblemId:
    'Kulang ang link ng reklamong ito. Pakibuksan ulit mula sa listahan ng iyong mga reklamo.',

  rateTitle: 'Paki-rate ang serbisyong ito',
  rateLabel: 'Ang iyong rating',
  rateCancel: 'I-cancel',
  rateSend: 'Ipadala',
  rateSuccess: 'Naipadala ang iyong rating. Salamat!',
  ratePick: 'Pumili muna ng bituin',
} satisfies Catalogue<typeof complaintStrings>;
