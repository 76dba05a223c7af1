import { useEffect } from 'react';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { reportRefusedLink } from '../../../lib/links/report-refused-link';
import { guardFrameUrl } from '../../../lib/links/url-guard';
import { loanConfirmStrings as t } from '../../../strings/loan-confirm';
import styles from '../loan-confirm.module.css';

/**
 * The forced agreement pop-up: the agreement page in a sandboxed iframe (no script, no
 * navigation), no outside-tap dismiss; 'Agree' closes it, 'Cancel' closes the webview.
 */
export function ForcedAgreementDialog({
  open,
  url,
  onAgree,
  onCancel,
}: {
  open: boolean;
  url: string;
  onAgree: () => void;
  onCancel: () => void;
}) {
  // The frame's host must be a FRAME_HOSTS host (the CSP's frame-src is built from the same list).
  const link = guardFrameUrl(url);
  useEffect(() => {
    const frame = guardFrameUrl(url);
    if (open && frame.kind === 'blocked') {
      reportRefusedLink({
        target: 'frame',
        scheme: frame.scheme,
        host: frame.host,
        reason: frame.reason,
      });
    }
  }, [open, url]);
  return (
    <Dialog
      open={open && link.kind === 'frame'}
      onClose={onAgree}
      dismissible={false}
      title={t.forcedAgreementTitle}
      testId="forced-agreement"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button onClick={onAgree}>{t.agreeButton}</Button>
        </>
      }
    >
      {link.kind === 'frame' ? (
        <iframe
          className={styles.frame}
          src={link.url}
          sandbox=""
          referrerPolicy="no-referrer"
          title={t.forcedAgreementFrame}
        />
      ) : null}
    </Dialog>
  );
}
