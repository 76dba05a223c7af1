import { Link } from '../../components/link/link';
import { Card, Screen } from '../../components/screen/screen';
import { ErrorView, Skeleton } from '../../components/status-view/status-view';
import { screenPath } from '../../config/screen-for-path';
import { errorMessage } from '../../lib/api/api-error';
import { useContactInfo } from '../../lib/api/contact-info';
import { withSession } from '../../lib/session/session';
import { useSession } from '../../lib/session/use-session';
import { common } from '../../strings/common';
import { customerServiceStrings as t } from '../../strings/customer-service';
import { MailLink, PhoneLink } from './contact-actions';
import styles from './customer-service.module.css';
import { contactInfoLoader } from '../../contract/core';

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = contactInfoLoader.endpoint;

export default function CustomerServiceRoute() {
  // The order this page was opened for (if any) is the one a complaint is about.
  const { orderId } = useSession();
  const { data, error, isLoading, mutate } = useContactInfo();

  return (
    <Screen title={t.title}>
      <p className={styles.intro}>{t.intro}</p>
      <Card label={t.contactHeading}>
        <h2 className={styles.heading}>{t.contactHeading}</h2>
        {error && !data ? (
          <ErrorView
            heading={null}
            message={errorMessage(error, common.genericFailure)}
            onRetry={() => void mutate()}
          />
        ) : isLoading || !data ? (
          <Skeleton rows={2} height={44} />
        ) : (
          <dl className={styles.contacts}>
            <div className={styles.contact}>
              <dt>{t.telephone}</dt>
              <dd>
                <PhoneLink phone={data.smWa} label={t.callHint(data.smWa)} />
              </dd>
            </div>
            <div className={styles.contact}>
              <dt>{t.email}</dt>
              <dd>
                <MailLink email={data.email} label={t.mailHint(data.email)} />
              </dd>
            </div>
          </dl>
        )}
        <p className={styles.note}>{t.hours}</p>
      </Card>
      <Card label={t.complaintHeading}>
        <h2 className={styles.heading}>{t.complaintHeading}</h2>
        <p className={styles.note}>{t.complaintBody}</p>
        <div className={styles.links}>
          <Link
            className={styles.primaryLink}
            to={withSession(screenPath('complaint'), { orderId })}
          >
            {t.fileComplaint}
          </Link>
          <Link className={styles.secondaryLink} to={withSession(screenPath('complaintList'))}>
            {t.myComplaints}
          </Link>
        </div>
      </Card>
      <Link className={styles.textLink} to={withSession(screenPath('aboutUs'))}>
        {t.aboutLink}
      </Link>
    </Screen>
  );
}
