import { Button } from '../../components/button/button';
import { Card } from '../../components/screen/screen';
import { errorMessage } from '../../lib/api/api-error';
import { useContactInfo } from '../../lib/api/contact-info';
import { common } from '../../strings/common';
import { connectionStrings as t } from '../../strings/test-preview';
import styles from './test-preview.module.css';

/** Proves the API answers with this session: loads the call-centre contact. */
export function ConnectionCheck() {
  const { data, error, isLoading, mutate } = useContactInfo();
  let text: string = t.checking;
  if (data) text = t.connected(data.email, data.smWa);
  else if (error) text = t.failed(errorMessage(error, common.genericFailure));
  return (
    <Card label={t.title}>
      <h2 className={styles.heading}>{t.title}</h2>
      <p className={styles.note} role={error ? 'alert' : 'status'} data-testid="connection">
        {isLoading ? t.checking : text}
      </p>
      {error ? (
        <Button variant="secondary" onClick={() => void mutate()}>
          {common.retry}
        </Button>
      ) : null}
    </Card>
  );
}
