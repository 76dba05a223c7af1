import { Button } from '../../../components/button/button';
import { CopyButton } from '../../../components/copy-button/copy-button';
import { Dialog } from '../../../components/dialog/dialog';
import { openServerLink } from '../../../lib/links/open-server-link';
import { showToast } from '../../../lib/toast/toast';
import { common } from '../../../strings/common';
import { loanConfirmStrings as t } from '../../../strings/loan-confirm';
import { forcedAgreementView } from '../confirm-rules';
import styles from '../loan-confirm.module.css';

/**
 * The forced agreement pop-up: opens whenever the server gives a pop-up agreement URL, cannot be
 * dismissed by an outside tap; 'Agree' closes it, 'Cancel' closes the webview. The page shows in
 * a sandboxed iframe (no script, no navigation) when the frame check allows it; otherwise the
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
  return (
    <Dialog
      open={open && view.kind !== 'none'}
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
      {view.kind === 'frame' ? (
        <iframe
          className={styles.frame}
          src={view.url}
          sandbox=""
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
              onClick={() => {
                if (openServerLink(view.url) === 'blocked') showToast(common.linkBlocked);
              }}
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
    </Dialog>
  );
}
