import { useState } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { repaymentInstructionStrings as t } from '../../../strings/repayment-instructions';
import styles from './instruction-steps.module.css';

interface InstructionStep {
  text: string;
  image: string;
}

function imageUrl(name: string): string {
  return `/images/repayment/${name}.svg`;
}

/**
 * Numbered steps with a picture each; tapping a picture enlarges it. The steps' wording comes
 * from the catalogue; their pictures, the same in every language, are named by the screen:
 * one file name (without .svg) in /images/repayment/ for each step, in order.
 */
export function InstructionSteps<Texts extends readonly string[]>({
  heading,
  texts,
  images,
}: {
  heading: string;
  texts: Texts;
  images: { readonly [Index in keyof Texts]: string };
}) {
  const [enlarged, setEnlarged] = useState<InstructionStep | null>(null);
  const steps = texts.map((text, index): InstructionStep => ({ text, image: images[index] ?? '' }));
  return (
    <section className={styles.section} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.text} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div className={styles.body}>
              <p>{step.text}</p>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t.enlargeImage(step.text)}
                onClick={() => setEnlarged(step)}
              >
                <img src={imageUrl(step.image)} alt="" width={320} height={240} />
              </button>
            </div>
          </li>
        ))}
      </ol>
      <Dialog
        open={enlarged !== null}
        onClose={() => setEnlarged(null)}
        title={enlarged?.text}
        showClose
        className={styles.viewer}
        testId="enlarged-image"
      >
        {enlarged ? (
          <img
            className={styles.large}
            src={imageUrl(enlarged.image)}
            alt={t.stepImageAlt(enlarged.text)}
            width={320}
            height={240}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
