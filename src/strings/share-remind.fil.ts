import type { Catalogue } from './catalogue';
import type { shareRemindStrings } from './share-remind';

/** Filipino wording of the due-date line, the pay code's share text and the calendar reminder. */
export const shareRemindStringsFil = {
  dueToday: 'Due ngayong araw',
  dueIn: (days: number) => (days === 1 ? 'Due bukas' : `Due sa loob ng ${days} araw`),
  overdueBy: (days: number) => `Lampas na sa due date nang ${days} araw`,

  share: 'I-share',
  sharePayCode: (code: string) => `I-share ang pay code ${code} sa magbabayad para sa iyo`,
  shareCopied: 'Nakopya na. I-paste ito sa mensahe sa taong magbabayad para sa iyo.',
  shareText: {
    intro: (app: string) => `Pakibayaran po ang ${app} loan ko sa tindahan o e-wallet. Salamat po!`,
    amount: (amount: string) => `Halaga: ${amount}`,
    payCode: 'Pay code',
    lastDay: (day: string) =>
      `Bayaran hanggang ${day} (oras sa Pilipinas); pagkatapos nito, puwedeng magbago ang halaga.`,
    whereToPay: 'Saan puwedeng magbayad:',
    keepSlip: 'Pakitago ang deposit slip bilang patunay ng bayad.',
  },

  addReminder: 'Magpa-remind',
  addReminderLabel: (day: string) => `Magpa-remind: mag-save ng event sa calendar para sa ${day}`,
  reminderSaved: 'Na-save ang calendar file. Buksan ito para idagdag ang paalala sa calendar mo.',
  calendar: {
    summary: (app: string) => `Due date ng ${app} loan`,
    summaryWithAmount: (app: string, amount: string) => `Due date ng ${app} loan: ${amount}`,
    amountDue: (amount: string) => `Halagang dapat bayaran: ${amount}`,
    open: 'Buksan ang screen ng pagbabayad:',
    alarm: (summary: string) => `Bukas na: ${summary}`,
  },
} satisfies Catalogue<typeof shareRemindStrings>;
