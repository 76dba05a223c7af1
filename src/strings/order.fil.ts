import type { Catalogue } from './catalogue';
import type { orderStrings } from './order';

/** Filipino wording of the order detail and order list. */
export const orderStringsFil = {
  title: 'Detalye ng order',
  listTitle: 'Aking mga loan',
  missingOrder:
    'Walang order na naibigay. Buksan ang page na ito mula sa listahan ng iyong mga loan.',
  statusBanner: 'Status ng order',
  productSection: 'Detalye ng loan',
  moreProducts: 'Tingnan ang iba pang loan product',
  help: (phone: string) => `May tanong tungkol sa loan na ito? Tumawag sa ${phone}`,
  redirecting: 'Binubuksan ang iyong order…',
  actions: 'Mga aksyon',
  repay: 'MAGBAYAD',
  rollover: 'Rollover na bayad',
  shortOfMoney: 'Kapos sa pera?',
  repayment: 'Magbayad',
  borrowAgain: 'Umutang ulit',
  rating: {
    title: 'I-rate ang iyong karanasan',
    body: 'Kumusta ang iyong loan experience sa amin?',
    stars: 'Ang iyong rating',
    cancel: 'I-cancel',
    submit: 'Ipadala',
    pickFirst: 'Pumili muna ng bituin',
  },
  ratingResult: {
    title: 'Salamat sa iyong feedback',
    body: 'Pasensya na at hindi ito naging five-star na karanasan. Binabasa ng aming team ang bawat rating para mas gumaling pa kami.',
    ok: 'OK',
  },
  rewithdraw: {
    title: 'Mag-withdraw ulit',
    cancel: 'I-cancel',
    withdraw: 'Mag-withdraw na',
  },
  bankCard: {
    bind: 'Mag-bind ng card',
  },
  list: {
    empty: 'Wala ka pang loan.',
    amount: 'Halaga',
    due: 'Due date',
    status: 'Status',
  },
} satisfies Catalogue<typeof orderStrings>;
