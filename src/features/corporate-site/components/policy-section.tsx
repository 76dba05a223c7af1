import type { Ref } from 'react';
import { config } from '../../../config/env';
import { guardFrameUrl } from '../../../lib/links/url-guard';
import { corporateStrings } from '../../../strings/corporate-site';
import { SectionHeading } from './section-heading';
import styles from './sections.module.css';

const text = corporateStrings.policy;

/**
 * Privacy Policy: the policy page embedded in a sandboxed frame, with a plain link for browsers
 * or readers that cannot use the frame (docs/decisions/public-policy-frame.md).
 */
export function PolicySection({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  // An external policy page is framed only from a FRAME_HOSTS host (the CSP's frame-src list);
  // otherwise the plain link below is all there is.
  const frame = guardFrameUrl(config.privacyPolicyUrl);
  return (
    <>
      <SectionHeading ref={headingRef}>{text.heading}</SectionHeading>
      <p className={styles.muted}>{text.intro}</p>
      {frame.kind === 'frame' ? (
        <iframe
          className={styles.frame}
          src={config.privacyPolicyUrl}
          title={text.frameTitle}
          sandbox="allow-scripts allow-same-origin allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : null}
      <a className={styles.fallback} href={config.privacyPolicyUrl}>
        {text.fallback}
      </a>
    </>
  );
}
