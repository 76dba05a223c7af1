import { Suspense, useEffect, useState, type InputHTMLAttributes, type Ref } from 'react';
import { Button } from '../../../components/button/button';
import { loadedComponent, loadModule, warmModule } from '../../../lib/react/loaded-component';
import { showToast } from '../../../lib/toast/toast';
import { common } from '../../../strings/common';
import { corporateStrings } from '../../../strings/corporate-site';
import { contactDraftFrom, isContactComplete } from '../contact-form-rules';
import { SectionHeading } from './section-heading';
import styles from './sections.module.css';

const text = corporateStrings.contact;
// The confirmation shows only after a Send: its dialog is a chunk of its own, fetched on intent
// (a finger coming to a control, focus in a field), never with the page (issue 41, item 3). One
// loader for Send and the render, so the render finds it here and never suspends.
const sentModule = () => import('./contact-sent-dialog');
const ContactSentDialog = loadedComponent(sentModule);

/**
 * Contact us: all three fields required. Send makes no request (SPEC.md section 7): it clears
 * the form and shows the confirmation image, which a tap dismisses. The fields keep their own
 * values: typed on the prerendered page before the app started, they are still what is sent.
 */
export function ContactSection({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const [sent, setSent] = useState(false);
  // Mounted from the first Send on.
  const [sentUsed, setSentUsed] = useState(false);

  useEffect(() => warmModule(sentModule), []);

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
          // Cleared once the confirmation can show: offline, what was typed stays for the next Send.
          void loadModule(sentModule, true).then(
            () => {
              form.reset();
              setSentUsed(true);
              setSent(true);
            },
            () => showToast(common.networkError),
          );
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
      {sentUsed ? (
        <Suspense fallback={null}>
          <ContactSentDialog open={sent} onClose={() => setSent(false)} />
        </Suspense>
      ) : null}
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
