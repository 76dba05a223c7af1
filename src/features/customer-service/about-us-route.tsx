import { Card, Screen } from '../../components/screen/screen';
import { config } from '../../config/env';
import { useContactInfo } from '../../lib/api/contact-info';
import { useSession } from '../../lib/session/use-session';
import { aboutUsStrings as t } from '../../strings/customer-service';
import { MailLink, PhoneLink } from './contact-actions';
import styles from './customer-service.module.css';

export default function AboutUsRoute() {
  useSession();
  const { data, error } = useContactInfo();
  // The call-centre address from the API; the configured company address until (or if never) it answers.
  const serviceEmail = data?.email ?? config.companyEmail;

  return (
    <Screen title={t.title}>
      <Card label={t.welcomeHeading(config.appName)}>
        <h2 className={styles.heading}>{t.welcomeHeading(config.appName)}</h2>
        <p>{t.welcome(config.appName, config.companyName)}</p>
      </Card>
      <Card label={t.missionHeading}>
        <h2 className={styles.heading}>{t.missionHeading}</h2>
        <p>{t.mission}</p>
      </Card>
      <Card label={t.advantagesHeading}>
        <h2 className={styles.heading}>{t.advantagesHeading}</h2>
        <ul className={styles.advantages}>
          {t.advantages.map((advantage) => (
            <li key={advantage.title}>
              <h3 className={styles.subheading}>{advantage.title}</h3>
              <p className={styles.note}>{advantage.body}</p>
            </li>
          ))}
        </ul>
      </Card>
      <Card label={t.teamHeading}>
        <h2 className={styles.heading}>{t.teamHeading}</h2>
        <p>{t.team}</p>
      </Card>
      <Card label={t.contactHeading}>
        <h2 className={styles.heading}>{t.contactHeading}</h2>
        <dl className={styles.contacts}>
          <div className={styles.contact}>
            <dt>{t.company}</dt>
            <dd>{config.companyName}</dd>
          </div>
          <div className={styles.contact}>
            <dt>{t.address}</dt>
            <dd>{config.companyAddress}</dd>
          </div>
          <div className={styles.contact}>
            <dt>{t.phone}</dt>
            <dd>
              <PhoneLink phone={config.companyPhone} label={config.companyPhone} />
            </dd>
          </div>
          <div className={styles.contact}>
            <dt>{t.companyEmail}</dt>
            <dd>
              <MailLink email={config.companyEmail} label={config.companyEmail} />
            </dd>
          </div>
          <div className={styles.contact}>
            <dt>{t.secRegistration}</dt>
            <dd>{config.secRegistrationNo}</dd>
          </div>
          <div className={styles.contact}>
            <dt>{t.certificate}</dt>
            <dd>{config.certificateOfAuthorityNo}</dd>
          </div>
        </dl>
      </Card>
      <Card label={t.serviceEmailHeading}>
        <h2 className={styles.heading}>{t.serviceEmailHeading}</h2>
        <p className={styles.note}>{t.serviceEmailBody}</p>
        {error ? (
          <p className={styles.note} role="status" data-error-note="">
            {t.serviceEmailFallback}
          </p>
        ) : null}
        <p data-testid="service-email">
          <MailLink email={serviceEmail} label={serviceEmail} />
        </p>
      </Card>
    </Screen>
  );
}
