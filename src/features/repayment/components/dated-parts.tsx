import { Suspense, useState } from 'react';
import { Button } from '../../../components/button/button';
import { loadedComponent } from '../../../lib/react/loaded-component';
import { config } from '../../../config/env';
import { copyText } from '../../../lib/bridge/clipboard';
import { hasNativeBridge } from '../../../lib/bridge/native-bridge';
import { formatMoney } from '../../../lib/format/money';
import { showToast } from '../../../lib/toast/toast';
import { shareRemindStrings as t } from '../../../strings/share-remind';
import { calendarDays, dueDay, endOfManilaDay, manilaDate, utcStamp } from '../dates/manila-dates';
import { calendarFile } from '../reminder/calendar-file';
import {
  reminderAmount,
  reminderFileName,
  reminderLink,
  reminderUid,
  type ReminderFacts,
} from '../reminder/reminder-rules';
import { shareText, type ShareFacts } from '../share/share-text';

/**
 * What the repayment screens compute from dates (dayjs in Manila time) and the pay code's share:
 * one chunk, asked for as the screen first renders and shown once it has arrived, in the browser
 * only (docs/decisions/dates-dayjs-manila.md). The saved code page formats its dates with it too.
 */
export { manilaDate };

const CopyFallback = loadedComponent(() => import('../../../components/copy-button/copy-fallback'));

/** 'Due in N days' under the due date, and 'Add reminder' where a calendar file can be opened. */
export function DueLine({ repayDate, ...reminder }: ReminderFacts & { repayDate: string }) {
  // Counted from when the line first shows (a screen is reopened for a new day's amount).
  const [now] = useState(() => Date.now());
  const due = dueDay(repayDate, now);
  if (!due) return null;
  const days = due.daysLeft;
  const words = days === 0 ? t.dueToday : days > 0 ? t.dueIn(days) : t.overdueBy(-days);
  // The native webview cannot open a file (the app would need to hand it to the calendar): the
  // button shows in browsers and the installed app, never beside the bridge. (This renders in
  // the browser only, after the screen: the server never decides it.)
  const canRemind = !hasNativeBridge();
  // Styled by the banner's row (repay-summary.module.css), which is in the screen's stylesheet.
  return (
    <>
      <span data-testid="due-in" data-overdue={days < 0 || undefined}>
        {words}
      </span>
      {canRemind ? (
        <Button
          variant="secondary"
          aria-label={t.addReminderLabel(due.date)}
          onClick={() => {
            saveReminder(due.date, reminder, reminderAmount(reminder, repayDate));
            showToast(t.reminderSaved);
          }}
        >
          {t.addReminder}
        </Button>
      ) : null}
    </>
  );
}

function saveReminder(date: string, reminder: ReminderFacts, due: number | null): void {
  const { origin, host } = window.location;
  const amount = due === null ? null : formatMoney(due);
  const words = t.calendar;
  const title =
    amount === null
      ? words.summary(config.appName)
      : words.summaryWithAmount(config.appName, amount);
  const link = reminderLink(origin, reminder);
  const file = calendarFile({
    uid: reminderUid(reminder, date, host),
    stamp: utcStamp(Date.now()),
    ...calendarDays(date),
    summary: title,
    description: [amount === null ? '' : words.amountDue(amount), `${words.open} ${link}`]
      .filter(Boolean)
      .join('\n'),
    url: link,
    alarm: words.alarm(title),
    product: config.appName,
  });
  download(reminderFileName(config.appName, date), file);
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object goes once it surely has.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The last day the shared amount is payable: the saved copy's, else today's (Manila). */
function lastPayableDay(expiresAt: number | undefined): string {
  return manilaDate((expiresAt ?? endOfManilaDay(Date.now())) - 1);
}

/**
 * 'Share' for the pay code: the system share sheet where the browser has the Web Share API,
 * otherwise the same text copied (native copy, Clipboard API, execCommand), with a toast that
 * says so; when nothing can copy, the text in a box to press and hold. Works offline: the text
 * is made on the phone from what the screen (or the saved copy) holds.
 */
export function SharePayCode({
  expiresAt,
  ...facts
}: Omit<ShareFacts, 'lastDay'> & {
  /** The saved copy's expiry; the screens share the amount as of today (it ends at midnight). */
  expiresAt?: number;
}) {
  const [fallbackOpen, setFallbackOpen] = useState(false);
  const [fallbackText, setFallbackText] = useState<string | null>(null);

  async function share() {
    const text = shareText({ ...facts, lastDay: lastPayableDay(expiresAt) });
    if (typeof navigator.share === 'function' && (navigator.canShare?.({ text }) ?? true)) {
      try {
        await navigator.share({ text });
        return;
      } catch (error) {
        // The borrower closed the sheet: nothing to do. Refused (no user activation, a policy):
        // copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyText(text)) {
      showToast(t.shareCopied);
    } else {
      setFallbackText(text);
      setFallbackOpen(true);
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        // Placed by the screen's own stylesheet (pay-code-card.module.css).
        data-share=""
        aria-label={t.sharePayCode(facts.payCode)}
        onClick={(event) => {
          // Inside the pay-code card: sharing must not also open the saved code page.
          event.stopPropagation();
          void share();
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 15V3m0 0L7.5 7.5M12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t.share}
      </Button>
      {fallbackText === null ? null : (
        <Suspense fallback={null}>
          <CopyFallback
            open={fallbackOpen}
            onClose={() => setFallbackOpen(false)}
            text={fallbackText}
          />
        </Suspense>
      )}
    </>
  );
}
