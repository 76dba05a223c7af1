import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { showToast } from '../../../lib/toast/toast';
import { corporateStrings } from '../../../strings/corporate-site';
import { contactDraftFrom, isContactComplete } from '../contact-form-rules';
import { SectionHeading } from './section-heading';
import styles from './sections.module.css';

const text = corporateStrings.contact;

/**
 * Contact us: all three fields required. Send makes no request (SPEC.md section 7): it clears
 * the form and shows the confirmation image, which a tap dismisses. The fields keep their own
 * values: typed on the prerendered page before the app started, they are still what is sent.
 */
export function ContactSection({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const [sent, setSent] = useState(false);

  return (
    <>
      <SectionHeading ref={headingRef}>{text.heading}</SectionHeading>
      <p className={styles.muted}>{text.intro}</p>
      <form
        className={`${styles.card} ${styles.form}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          if (!isContactComplete(contactDraftFrom(new FormData(form)))) {
            showToast(text.incomplete);
            return;
          }
          form.reset();
          setSent(true);
        }}
      >
        <ContactField label={text.fullName} name="fullName" autoComplete="name" />
        <ContactField
          label={text.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <ContactField label={text.message} name="message" rows={5} />
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

/**
 * A required field of the contact form: its name, then the control, both inside the label; a
 * field given `rows` is a text area.
 */
function ContactField({
  label,
  rows,
  ...input
}: { label: string; name: string; rows?: number } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete'
>) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      {rows === undefined ? (
        <input className={styles.input} {...input} aria-required="true" />
      ) : (
        <textarea
          className={`${styles.input} ${styles.textarea}`}
          name={input.name}
          rows={rows}
          aria-required="true"
        />
      )}
    </label>
  );
}
