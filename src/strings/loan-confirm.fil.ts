import type { Catalogue } from './catalogue';
import type { loanConfirmStrings } from './loan-confirm';

/** Filipino wording of the loan confirmation screens, V3 and V32. */
export const loanConfirmStringsFil = {
  title: 'I-confirm ang iyong loan',
  periodTitle: 'I-confirm ang iyong loan',
  missingProduct: 'Walang loan product na naibigay. Bumalik at pumili ulit ng loan.',
  lender: 'Lender',
  loanTerm: (days: number) => `Tagal ng loan: ${days} araw`,
  interestRate: (text: string) => `Interes: ${text}`,
  detail: 'Detalye',
  paymentPlan: 'Plano ng pagbabayad',
  repaymentDate: 'Petsa ng bayad',
  planNumber: (index: number, count: number) => `${index}/${count}`,
  agree: 'Nabasa ko at sumasang-ayon ako',
  agreements: 'Mga kasunduan',
  agreementsLoading: 'Nilo-load ang mga kasunduan…',
  agreementsFailed: 'Hindi ma-load ang mga kasunduan',
  agreementsNeeded: 'Makakapagpatuloy ka kapag na-load na ang mga kasunduan.',
  next: 'Susunod',
  forcedAgreementTitle: 'Kasunduan sa loan',
  forcedAgreementFrame: 'Text ng kasunduan',
  forcedAgreementUnframed:
    'Hindi maipakita ang kasunduang ito sa loob ng page na ito. Buksan ito o i-copy ang link, basahin, saka i-tap ang Sumasang-ayon.',
  openAgreement: 'Buksan ang kasunduan',
  copyAgreementLink: 'I-copy ang link',
  copyAgreementLinkLabel: 'I-copy ang link ng kasunduan',
  cancel: 'I-cancel',
  agreeButton: 'Sumasang-ayon',
  pointOut: 'Paalala',
  loanAmount: 'Halaga ng loan',
  firstRepaymentDate: 'Unang petsa ng bayad',
  detailed: 'Detalye',
  plan: 'Plano',
  agreeAbove: 'Nabasa ko at sumasang-ayon ako sa nasa itaas',
  promoTitle: 'Espesyal na alok',
  pushInProgressElsewhere: 'Isinusumite na ang loan na ito sa ibang tab/window.',
} satisfies Catalogue<typeof loanConfirmStrings>;
