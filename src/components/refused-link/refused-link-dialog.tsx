import { config } from '../../config/env';
import { nativeActions } from '../../lib/bridge/native-actions';
import type { RefusedLinkNotice } from '../../lib/links/refused-link-store';
import { common } from '../../strings/common';
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
    <Dialog open onClose={onClose} title={common.linkRefusedTitle} showClose testId="refused-link">
      <p className={styles.body}>
        {notice.copyUrl ? common.linkRefusedHostBody : common.linkRefusedBody}
      </p>
      <div className={styles.actions}>
        {notice.copyUrl ? (
          <CopyButton text={notice.copyUrl} label={common.copyLink} className={styles.action} />
        ) : null}
        <Button
          className={styles.action}
          onClick={() => {
            onClose();
            nativeActions.callPhone(config.servicePhone);
          }}
        >
          {common.callCustomerService}
        </Button>
      </div>
    </Dialog>
  );
}
