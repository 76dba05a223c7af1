import { useEffect } from 'react';
import { Button } from '../../../components/button/button';
import { CopyButton } from '../../../components/copy-button/copy-button';
import { ChoiceDialog } from '../../../components/dialog/choice-dialog';
import { openServerLink } from '../../../lib/links/open-server-link';
import { reportRefusedLink } from '../../../lib/links/report-refused-link';
import { loanConfirmStrings as t } from '../../../strings/loan-confirm';
import { agreementFrameSandbox, forcedAgreementView } from '../forced-agreement-rules';
import styles from '../loan-confirm.module.css';

/**
 * The forced agreement pop-up: opens whenever the server gives a pop-up agreement URL, cannot be
 * dismissed by an outside tap; 'Agree' closes it, 'Cancel' closes the webview. The page shows in
 * a sandboxed iframe (no script, no navigation, never the app's origin) when the frame check allows it; otherwise the
 * borrower can open it (through the URL guard) or copy its link, and must still tap 'Agree'.
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
  const view = forcedAgreementView(url);
  const refused = view.kind === 'link' ? view.refused : undefined;
  useEffect(() => {
    // Ops hear of an agreement the deployment's FRAME_HOSTS cannot show.
    if (open && refused) {
      reportRefusedLink({
        target: 'frame',
        scheme: refused.scheme,
        host: refused.host,
        reason: refused.reason,
      });
    }
  }, [open, refused]);
  return (
    <ChoiceDialog
      open={open && view.kind !== 'none'}
      title={t.forcedAgreementTitle}
      testId="forced-agreement"
      cancel={{ label: t.cancel, onClick: onCancel }}
      confirm={{ label: t.agreeButton, onClick: onAgree }}
    >
      {view.kind === 'frame' ? (
        <iframe
          className={styles.frame}
          src={view.url}
          sandbox={agreementFrameSandbox(view.url)}
          referrerPolicy="no-referrer"
          title={t.forcedAgreementFrame}
        />
      ) : null}
      {view.kind === 'link' ? (
        <div className={styles.unframed}>
          <p className={styles.dialogText}>{t.forcedAgreementUnframed}</p>
          <p className={styles.agreementUrl}>{view.url}</p>
          <div className={styles.unframedActions}>
            <Button
              variant="secondary"
              // A refused link shows the refused-link dialog itself.
              onClick={() => openServerLink(view.url)}
            >
              {t.openAgreement}
            </Button>
            <CopyButton
              text={view.url}
              label={t.copyAgreementLink}
              accessibleLabel={t.copyAgreementLinkLabel}
            />
          </div>
        </div>
      ) : null}
    </ChoiceDialog>
  );
}
