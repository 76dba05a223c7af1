import { localise } from './localise';

/**
 * Wording of what the instalment, rollover and saved-code screens add to the spec: how many days
 * are left to the due date, 'Share' for the pay code and 'Add reminder' (a calendar file). It
 * loads with those parts, after the screen (docs/decisions/share-pay-code.md,
 * docs/decisions/calendar-reminder.md); the share text and the calendar file are in the
 * reader's language too.
 */
export const shareRemindStrings = localise('shareRemind', {
  dueToday: 'Due today',
  dueIn: (days: number) => (days === 1 ? 'Due tomorrow' : `Due in ${days} days`),
  overdueBy: (days: number) => (days === 1 ? '1 day overdue' : `${days} days overdue`),

  share: 'Share',
  sharePayCode: (code: string) => `Share pay code ${code} with the person who will pay`,
  shareCopied: 'Copied. Paste it in a message to the person who will pay for you.',
  /** The text sent: no session value, no link (whoever receives it needs only the code). */
  shareText: {
    intro: (app: string) => `Please help me pay my ${app} loan at a store or e-wallet.`,
    amount: (amount: string) => `Amount: ${amount}`,
    payCode: 'Pay code',
    lastDay: (day: string) =>
      `Pay on or before ${day} (Philippine time); after that day the amount may change.`,
    whereToPay: 'Where to pay:',
    keepSlip: 'Please keep the deposit slip as proof of payment.',
  },

  addReminder: 'Add reminder',
  addReminderLabel: (day: string) => `Add reminder: save a calendar event for ${day}`,
  reminderSaved: 'Calendar file saved. Open it to add the reminder to your calendar.',
  /** The calendar file: an all-day event on the due date and an alarm the day before. */
  calendar: {
    summary: (app: string) => `${app} payment due`,
    summaryWithAmount: (app: string, amount: string) => `${app} payment due: ${amount}`,
    amountDue: (amount: string) => `Amount due: ${amount}`,
    open: 'Open the repayment screen:',
    alarm: (summary: string) => `Tomorrow: ${summary}`,
  },
} as const);
