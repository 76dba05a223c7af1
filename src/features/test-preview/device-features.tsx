import { useId, useState, type InputHTMLAttributes } from 'react';
import { Button } from '../../components/button/button';
import { Card } from '../../components/screen/screen';
import { testPreviewStrings as t } from '../../strings/test-preview';
import styles from './test-preview.module.css';

/** The photo input, contact box and location button the native shell's webview must support. */
export function DeviceFeatures() {
  const photoId = useId();
  const contactId = useId();
  const [photo, setPhoto] = useState('');
  const [contact, setContact] = useState('');
  const [location, setLocation] = useState('');

  function locate() {
    if (!('geolocation' in navigator)) {
      setLocation(t.locationUnavailable);
      return;
    }
    setLocation(t.locating);
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setLocation(t.locationResult(position.coords.latitude, position.coords.longitude)),
      (error) => setLocation(t.locationDenied(error.message || String(error.code))),
      { timeout: 15_000, maximumAge: 60_000 },
    );
  }

  return (
    <Card label={t.device}>
      <h2 className={styles.heading}>{t.device}</h2>
      <div className={styles.fields}>
        <PreviewField
          id={photoId}
          label={t.photo}
          type="file"
          accept="image/*"
          capture="environment"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setPhoto(file ? t.photoChosen(file.name, Math.round(file.size / 1024)) : '');
          }}
        />
        {photo ? <p className={styles.note}>{photo}</p> : null}
        <PreviewField
          id={contactId}
          label={t.contactName}
          autoComplete="name"
          value={contact}
          maxLength={80}
          onChange={(event) => setContact(event.currentTarget.value)}
        />
        <Button variant="secondary" onClick={locate}>
          {t.getLocation}
        </Button>
        <p className={styles.note} role="status">
          {location}
        </p>
      </div>
    </Card>
  );
}

/** A labelled input of the preview's device checks. */
function PreviewField({
  id,
  label,
  ...input
}: { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.field} htmlFor={id}>
      {label}
      <input id={id} className={styles.input} {...input} />
    </label>
  );
}
