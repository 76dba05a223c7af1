import type { Ref } from 'react';
import { config } from '../../../config/env';
import { corporateStrings } from '../../../strings/corporate-site';
import { SectionHeading } from './section-heading';
import styles from './sections.module.css';

const text = corporateStrings.policy;

/**
 * Privacy Policy: the policy page embedded in a sandboxed frame, with a plain link for browsers
 * or readers that cannot use the frame (docs/decisions/public-policy-frame.md).
 */
export function PolicySection({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <SectionHeading ref={headingRef}>{text.heading}</SectionHeading>
      <p className={styles.muted}>{text.intro}</p>
      <iframe
        className={styles.frame}
        src={config.privacyPolicyUrl}
        title={text.frameTitle}
        sandbox="allow-scripts allow-same-origin allow-popups"
        referrerPolicy="no-referrer"
      />
      <a className={styles.fallback} href={config.privacyPolicyUrl}>
        {text.fallback}
      </a>
    </>
  );
}
