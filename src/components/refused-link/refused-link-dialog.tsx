import { config } from '../../config/env';
import { nativeActions } from '../../lib/bridge/native-actions';
import type { RefusedLinkNotice } from '../../lib/links/refused-link-store';
import { refusedLinkStrings as t } from '../../strings/refused-link';
import { Button } from '../button/button';
import { CopyButton } from '../copy-button/copy-button';
import { Dialog } from '../dialog/dialog';
import styles from './refused-link-dialog.module.css';

/**
 * What the borrower sees when a server link is refused: why, and what to do instead: copy the
 * link (an https page on a host we do not list) or call customer service.
 */
export function RefusedLinkDialog({
  notice,
  onClose,
}: {
  notice: RefusedLinkNotice;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title={t.title} showClose testId="refused-link">
      <p className={styles.body}>{notice.copyUrl ? t.hostBody : t.body}</p>
      <div className={styles.actions}>
        {notice.copyUrl ? (
          <CopyButton text={notice.copyUrl} label={t.copyLink} className={styles.action} />
        ) : null}
        <Button
          className={styles.action}
          onClick={() => {
            onClose();
            nativeActions.callPhone(config.servicePhone);
          }}
        >
          {t.callCustomerService}
        </Button>
      </div>
    </Dialog>
  );
}
