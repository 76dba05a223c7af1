import { useState, type Ref } from 'react';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { showToast } from '../../../lib/toast/toast';
import { corporateStrings } from '../../../strings/corporate-site';
import { EMPTY_CONTACT, isContactComplete, type ContactDraft } from '../contact-form-rules';
import { SectionHeading } from './section-heading';
import styles from './sections.module.css';

const text = corporateStrings.contact;

/**
 * Contact us: all three fields required. Send makes no request (SPEC.md section 7): it clears
 * the form and shows the confirmation image, which a tap dismisses.
 */
export function ContactSection({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const [draft, setDraft] = useState<ContactDraft>(EMPTY_CONTACT);
  const [sent, setSent] = useState(false);
  const update = (field: keyof ContactDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  return (
    <>
      <SectionHeading ref={headingRef}>{text.heading}</SectionHeading>
      <p className={styles.muted}>{text.intro}</p>
      <form
        className={`${styles.card} ${styles.form}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isContactComplete(draft)) {
            showToast(text.incomplete);
            return;
          }
          setDraft(EMPTY_CONTACT);
          setSent(true);
        }}
      >
        <label className={styles.field}>
          <span>{text.fullName}</span>
          <input
            className={styles.input}
            name="fullName"
            autoComplete="name"
            aria-required="true"
            value={draft.fullName}
            onChange={(event) => update('fullName')(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>{text.phone}</span>
          <input
            className={styles.input}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-required="true"
            value={draft.phone}
            onChange={(event) => update('phone')(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span>{text.message}</span>
          <textarea
            className={`${styles.input} ${styles.textarea}`}
            name="message"
            rows={5}
            aria-required="true"
            value={draft.message}
            onChange={(event) => update('message')(event.target.value)}
          />
        </label>
        <Button type="submit" block>
          {text.send}
        </Button>
      </form>
      <Dialog open={sent} onClose={() => setSent(false)} title={text.sentTitle}>
        <button type="button" className={styles.sentButton} onClick={() => setSent(false)}>
          <img
            src="/images/corporate/contact-sent.svg"
            alt={text.sentImageAlt}
            width={320}
            height={280}
          />
        </button>
      </Dialog>
    </>
  );
}
