import type { MouseEvent } from 'react';
import { nativeActions } from '../../lib/bridge/native-actions';
import styles from './customer-service.module.css';

/** Digits and a leading + only: what a dialler accepts. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The telephone row: a real tel: link, handed to the native dialler when there is a shell. */
export function PhoneLink({ phone, label }: { phone: string; label: string }) {
  return (
    <a
      className={styles.value}
      href={telHref(phone)}
      aria-label={label}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        nativeActions.callPhone(phone);
      }}
    >
      {phone}
    </a>
  );
}

export function MailLink({ email, label }: { email: string; label: string }) {
  return (
    <a className={styles.value} href={`mailto:${email}`} aria-label={label}>
      {email}
    </a>
  );
}
