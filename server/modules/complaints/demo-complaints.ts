/**
 * Demo data of the complaints area: question types (type 1 is collection complaints, with
 * sub-types), which demo orders allow collection complaints, and a few filed complaints in every
 * state the detail screen knows (replied and waiting for a rating, replied and rated, pending).
 */
export const COLLECTION_TYPE = 1;

/**
 * Icons are paths on the lender's CDN (the foreign origin, server/foreign/cdn/). Each name in
 * English and Filipino: the sandbox answers the one the call's Accept-Language asks for.
 */
export const DEMO_PROBLEM_TYPES = [
  {
    value: 1,
    title: { en: 'Collection complaints', fil: 'Reklamo sa paniningil' },
    icon: '/images/complaints/type-collection.svg',
  },
  {
    value: 2,
    title: { en: 'Repayment problems', fil: 'Problema sa pagbabayad' },
    icon: '/images/complaints/type-repayment.svg',
  },
  {
    value: 3,
    title: { en: 'Loan application', fil: 'Pag-apply ng loan' },
    icon: '/images/complaints/type-application.svg',
  },
  {
    value: 4,
    title: { en: 'Account and bank card', fil: 'Account at bank card' },
    icon: '/images/complaints/type-account.svg',
  },
  {
    value: 5,
    title: { en: 'Suggestions', fil: 'Mga mungkahi' },
    icon: '/images/complaints/type-suggestion.svg',
  },
] as const;

export const DEMO_PROBLEM_SON_TYPES = [
  {
    value: 11,
    parent: 1,
    title: { en: 'Rude or threatening language', fil: 'Bastos o nagbabantang pananalita' },
  },
  {
    value: 12,
    parent: 1,
    title: {
      en: 'Contacting my family or references',
      fil: 'Kinokontak ang aking pamilya o mga reference',
    },
  },
  {
    value: 13,
    parent: 1,
    title: { en: 'Calls at unreasonable hours', fil: 'Tumatawag sa hindi makatwirang oras' },
  },
  {
    value: 14,
    parent: 1,
    title: {
      en: 'Asked to pay a personal account',
      fil: 'Pinagbabayad sa personal na account',
    },
  },
] as const;

/** Orders in collection (due, overdue, repaying) accept collection complaints: isShow = 1. */
export const DEMO_IS_SHOW: Record<string, 0 | 1> = {
  PL2024021: 0,
  PL2024110: 0,
  PL2024151: 0,
  PL2024170: 1,
  PL2024174: 1,
  PL2024180: 1,
  PL2024200: 0,
};

export interface DemoComplaint {
  orderNo: string;
  type: number;
  sonType: number | null;
  content: string;
  images: string[];
  disposeDetail: string;
  disposeImages: string[];
  isNeedScore: 0 | 1;
  score: number | null;
  createdAt: string;
}

export const DEMO_COMPLAINTS: readonly DemoComplaint[] = [
  {
    orderNo: 'PL2024180',
    type: 1,
    sonType: 13,
    content:
      'A collector called me three times before 7 in the morning on Sunday. I already promised to pay on Friday.',
    images: ['/images/complaints/evidence-call-log.svg'],
    disposeDetail:
      'We are sorry for the early calls. The collection agency has been reminded that calls are only allowed from 8 AM to 8 PM, and your account is marked to be contacted by text message only.',
    disposeImages: ['/images/complaints/reply-notice.svg'],
    isNeedScore: 1,
    score: null,
    createdAt: '2026-03-02 07:41:12',
  },
  {
    orderNo: 'PL2024170',
    type: 2,
    sonType: null,
    content:
      'I paid through GCash yesterday but the app still shows the full amount as unpaid. Reference 7001248813.',
    images: ['/images/complaints/evidence-receipt.svg'],
    disposeDetail:
      'Your GCash payment was received and posted to your loan on the same day. Please pull down to refresh the app.',
    disposeImages: [],
    isNeedScore: 0,
    score: 5,
    createdAt: '2026-02-18 19:05:44',
  },
  {
    orderNo: 'PL2024200',
    type: 5,
    sonType: null,
    content: 'Please add a reminder two days before the due date.',
    images: [],
    disposeDetail: '',
    disposeImages: [],
    isNeedScore: 0,
    score: null,
    createdAt: '2026-03-05 12:20:03',
  },
];
