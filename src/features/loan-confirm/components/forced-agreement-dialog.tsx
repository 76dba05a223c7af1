import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { guardUrl } from '../../../lib/links/url-guard';
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
  const link = guardUrl(url);
  return (
    <Dialog
      open={open && link.kind === 'page'}
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
      {link.kind === 'page' ? (
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
