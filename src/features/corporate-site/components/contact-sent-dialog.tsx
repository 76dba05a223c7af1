import { Dialog } from '../../../components/dialog/dialog';
import { corporateStrings } from '../../../strings/corporate-site';
import styles from './sections.module.css';

const text = corporateStrings.contact;

/**
 * What Send shows: the confirmation image, which a tap dismisses. A chunk of its own, fetched on
 * intent (src/features/corporate-site/components/contact-section.tsx).
 */
export default function ContactSentDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={text.sentTitle}>
      <button type="button" className={styles.sentButton} onClick={onClose}>
        <img
          src="/images/corporate/contact-sent.svg"
          alt={text.sentImageAlt}
          width={320}
          height={280}
        />
      </button>
    </Dialog>
  );
}
