/**
 * Demo data of the complaints area: question types (type 1 is collection complaints, with
 * sub-types), which demo orders allow collection complaints, and a few filed complaints in every
 * state the detail screen knows (replied and waiting for a rating, replied and rated, pending).
 */
export const COLLECTION_TYPE = 1;

/**
 * A question type. Its icon is a path on the lender's CDN (the foreign origin,
 * server/sandbox/foreign/cdn/); its name in English and Filipino: the sandbox answers the one the call's
 * Accept-Language asks for.
 */
function problemType(value: number, icon: string, en: string, fil: string) {
  return { value, title: { en, fil }, icon: `/images/complaints/type-${icon}.svg` };
}

/** A sub-type of collection complaints, named as a question type is. */
function collectionSubType(value: number, en: string, fil: string) {
  return { value, parent: COLLECTION_TYPE, title: { en, fil } };
}

export const DEMO_PROBLEM_TYPES = [
  problemType(COLLECTION_TYPE, 'collection', 'Collection complaints', 'Reklamo sa paniningil'),
  problemType(2, 'repayment', 'Repayment problems', 'Problema sa pagbabayad'),
  problemType(3, 'application', 'Loan application', 'Pag-apply ng loan'),
  problemType(4, 'account', 'Account and bank card', 'Account at bank card'),
  problemType(5, 'suggestion', 'Suggestions', 'Mga mungkahi'),
] as const;

export const DEMO_PROBLEM_SON_TYPES = [
  collectionSubType(11, 'Rude or threatening language', 'Bastos o nagbabantang pananalita'),
  collectionSubType(
    12,
    'Contacting my family or references',
    'Kinokontak ang aking pamilya o mga reference',
  ),
  collectionSubType(13, 'Calls at unreasonable hours', 'Tumatawag sa hindi makatwirang oras'),
  collectionSubType(14, 'Asked to pay a personal account', 'Pinagbabayad sa personal na account'),
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
