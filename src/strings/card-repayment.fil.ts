import type { cardRepaymentStrings } from './card-repayment';
import type { Catalogue } from './catalogue';

/** Filipino wording of the card repayment screen. */
export const cardRepaymentStringsFil = {
  title: 'Paraan ng pagbabayad',
  amountToPay: 'Halagang babayaran',
  chooseCard: 'Pumili ng bank card',
  noCards: 'Wala ka pang naka-bind na bank card sa iyong account.',
  pay: 'Magbayad',
  selectCardFirst: 'Pumili muna ng bank card na ipambabayad',
  otherWays: 'Iba pang paraan ng pagbabayad',
  bindCard: 'Mag-bind ng bagong card',
  payOnline: 'Magbayad online na lang',
  cardListFailed: 'Hindi makuha ang listahan ng card',
  processingFailed: 'Hindi naproseso ang bayad',
  codeError: 'Mali ang verification code',
  repeated: 'Huwag ulitin ang payment request',
  networkError: 'May error',
  enterCorrectCode: 'Pakilagay ang tamang verification code',
  getCode: 'Kunin ang verification code',
  codeSent: 'Naipadala na ang verification code, pakitingnan ang iyong phone',
  countdown: (seconds: number) => `Ipadala ulit sa ${seconds}s`,
  submittedTitle: 'Naipadala na ang bayad',
  submittedBody: (minutes: number) =>
    `Puwedeng umabot nang ${minutes} minuto bago ito makita sa iyong loan. Huwag nang magbayad ulit.`,
  viewLoan: 'Tingnan ang aking loan',
  checkingLastPayment: 'Tinitingnan ang huli mong bayad…',
  stillProcessing: 'Pinoproseso pa ang huli mong bayad. Titingnan namin ulit ito maya-maya.',
  checkFailed:
    'Hindi namin matingnan ang huli mong bayad. Pakitingnan ang iyong koneksyon, saka i-tap ang Tingnan ulit.',
  checkAgain: 'Tingnan ulit',
  inProgressElsewhere:
    'May bayad para sa loan na ito na kasalukuyang pinoproseso sa ibang tab/window.',
  lastPaymentFailed: 'Hindi pumasok ang huli mong bayad. Puwede ka nang magbayad ngayon.',
} satisfies Catalogue<typeof cardRepaymentStrings>;
