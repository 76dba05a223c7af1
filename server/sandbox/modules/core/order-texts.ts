import type { Localised } from '../../answer-language';
import type { Language } from '../../../../src/lib/i18n/language-rule';

/**
 * What the sandbox says about an order, in the language the call asks for
 * (docs/decisions/sandbox-answers-in-filipino.md): the status texts of the order detail, the order
 * list and the complaint screens, and the labels of the detail rows every area composes. Values
 * (amounts, dates, order numbers) stay as they are: `₱12,500.00` in both languages (DECISIONS.md
 * section 11). Filipino as the app's catalogues write it (Taglish where people use the English word).
 */

export interface StatusText {
  title: string;
  description: string;
}

export const ORDER_STATUS_TEXTS: Localised<Record<number, StatusText>> = {
  en: {
    21: {
      title: 'Under review',
      description: 'We are reviewing your application. You will hear from us within 1 day.',
    },
    110: {
      title: 'Disbursing',
      description:
        'Your loan is approved. The money reaches your account within 1 to 3 calendar days.',
    },
    151: {
      title: 'Not approved',
      description: 'Sorry, we cannot approve this application. You may apply again after 7 days.',
    },
    170: {
      title: 'Repaying',
      description: 'Your loan is active. Pay on or before the due date to keep a good record.',
    },
    174: {
      title: 'Due soon',
      description:
        'Your payment is due soon. Repay in full, or pay the rollover fee for more time.',
    },
    180: {
      title: 'Overdue',
      description: 'Your payment is overdue and penalties apply each day. Please repay today.',
    },
    200: {
      title: 'Settled',
      description: 'Your loan is fully repaid. Thank you! You can borrow again anytime.',
    },
  },
  fil: {
    21: {
      title: 'Sinusuri',
      description:
        'Sinusuri namin ang iyong application. Makakatanggap ka ng sagot sa loob ng 1 araw.',
    },
    110: {
      title: 'Ipinapadala ang pera',
      description:
        'Aprubado na ang iyong loan. Darating ang pera sa iyong account sa loob ng 1 hanggang 3 araw.',
    },
    151: {
      title: 'Hindi naaprubahan',
      description:
        'Paumanhin, hindi namin maaaprubahan ang application na ito. Puwede kang mag-apply ulit pagkalipas ng 7 araw.',
    },
    170: {
      title: 'Binabayaran',
      description:
        'Aktibo ang iyong loan. Magbayad sa o bago ang due date para manatiling maganda ang iyong record.',
    },
    174: {
      title: 'Malapit na ang due date',
      description:
        'Malapit na ang due date ng iyong bayad. Bayaran nang buo, o bayaran ang rollover fee para sa dagdag na panahon.',
    },
    180: {
      title: 'Lampas na sa due date',
      description:
        'Lampas na sa due date ang iyong bayad at may multa bawat araw. Pakibayaran ngayong araw.',
    },
    200: {
      title: 'Bayad na',
      description:
        'Buo mo nang nabayaran ang iyong loan. Salamat! Puwede kang umutang ulit anumang oras.',
    },
  },
};

/** Any status without its own text. */
export const OTHER_STATUS_TEXT: Localised<StatusText> = {
  en: {
    title: 'Processing',
    description: 'Your order is being processed. Please check back later.',
  },
  fil: {
    title: 'Pinoproseso',
    description: 'Pinoproseso ang iyong order. Pakitingnan ulit mamaya.',
  },
};

/** The status text of an order, in the reader's language. */
export function orderStatusText(status: number, language: Language): StatusText {
  return ORDER_STATUS_TEXTS[language][status] ?? OTHER_STATUS_TEXT[language];
}

/** The labels of the detail rows the sandbox composes (order, instalment, loan offer, complaint). */
const ENGLISH_LABELS = {
  orderNumber: 'Order number',
  loanAmount: 'Loan amount',
  amountDue: 'Amount due',
  rolloverFee: 'Rollover fee',
  dueDate: 'Due date',
  appliedOn: 'Applied on',
  interestAndFees: 'Interest and fees',
  serviceFee: 'Service fee',
  amountReceived: 'Amount received',
  interest: 'Interest',
  totalRepayment: 'Total repayment',
};

export type DetailLabels = Record<keyof typeof ENGLISH_LABELS, string>;

export const DETAIL_LABELS: Localised<DetailLabels> = {
  en: ENGLISH_LABELS,
  fil: {
    orderNumber: 'Numero ng order',
    loanAmount: 'Halaga ng loan',
    amountDue: 'Halagang dapat bayaran',
    rolloverFee: 'Rollover fee',
    dueDate: 'Due date',
    appliedOn: 'Petsa ng pag-apply',
    interestAndFees: 'Interes at iba pang bayarin',
    serviceFee: 'Service fee',
    amountReceived: 'Halagang matatanggap',
    interest: 'Interes',
    totalRepayment: 'Kabuuang babayaran',
  },
};
