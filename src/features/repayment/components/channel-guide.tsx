import { useId } from 'react';
import { repaymentCodeStrings as t } from '../../../strings/repayment-code';
import styles from './channel-guide.module.css';

/** The channels the guide names; brand names stay as they are in every language. */
const CHANNELS = [
  { mark: 'G', name: 'GCash', tone: 'gcash' },
  { mark: 'M', name: 'Maya', tone: 'maya' },
  { mark: '7', name: '7-Eleven', tone: 'seven' },
  { mark: 'C', name: 'Cebuana', tone: 'cebuana' },
  { mark: 'B', name: t.channelBank, tone: 'bank' },
] as const;

/**
 * Where to pay with the code (type 1 code page). Text, not a picture: a 656 px drawing shown at
 * 320–360 px had 7–8 px labels and, in a wide font, a clipped last line; as text it wraps to the
 * screen, reads at the page's own sizes and follows the page's language.
 */
export function ChannelGuide() {
  const headingId = useId();
  return (
    <section className={styles.guide} aria-labelledby={headingId} data-testid="channel-guide">
      <h2 id={headingId} className={styles.heading}>
        {t.channelGuideTitle}
      </h2>
      <ul className={styles.channels}>
        {CHANNELS.map((channel) => (
          <li key={channel.tone} className={styles.channel}>
            <span className={styles.mark} data-tone={channel.tone} aria-hidden="true">
              {channel.mark}
            </span>
            <span className={styles.name}>{channel.name}</span>
          </li>
        ))}
      </ul>
      <p className={styles.step}>{t.channelGuideStep}</p>
    </section>
  );
}
