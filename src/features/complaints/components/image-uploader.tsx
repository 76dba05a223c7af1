import { useId } from 'react';
import { complaintSubmitStrings as t } from '../../../strings/complaint-submit';
import { canAddImages, MAX_IMAGES } from '../rules/image-selection';
import type { UploadItem } from '../use-image-uploads';
import styles from './complaints.module.css';

/** Photo tiles with progress and a remove button; the add tile shows only while fewer than 9. */
export function ImageUploader({
  items,
  onAdd,
  onRemove,
  disabled,
}: {
  items: readonly UploadItem[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled: boolean;
}) {
  const hintId = useId();
  return (
    <fieldset className={styles.uploader} aria-describedby={hintId}>
      <legend className={styles.label}>{t.images}</legend>
      <p id={hintId} className={styles.muted}>
        {t.imagesHint(items.length, MAX_IMAGES)}
      </p>
      <ul className={styles.photoGrid}>
        {items.map((item, index) => (
          <li key={item.id} className={styles.photo} data-testid="photo" data-status={item.status}>
            {item.preview ? (
              <img src={item.preview} alt={t.imageAlt(index + 1)} width={96} height={96} />
            ) : (
              <span className={styles.photoPlaceholder} aria-hidden="true" />
            )}
            {item.status !== 'done' ? (
              <span className={styles.progress}>
                <span className={styles.progressText}>
                  {item.status === 'preparing' ? t.compressing : t.uploading(item.progress)}
                </span>
                <progress
                  max={100}
                  value={item.status === 'preparing' ? undefined : item.progress}
                  aria-label={t.imageAlt(index + 1)}
                />
              </span>
            ) : null}
            <button
              type="button"
              className={styles.remove}
              aria-label={t.removeImage(index + 1)}
              disabled={disabled}
              onClick={() => onRemove(item.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        {canAddImages(items.length) ? (
          <li className={styles.photo}>
            <label className={styles.addTile}>
              <input
                type="file"
                accept="image/*"
                multiple
                className="visually-hidden"
                disabled={disabled}
                onChange={(event) => {
                  const files = Array.from(event.currentTarget.files ?? []);
                  event.currentTarget.value = '';
                  if (files.length > 0) onAdd(files);
                }}
              />
              <span aria-hidden="true" className={styles.plus}>
                +
              </span>
              <span>{t.addImage}</span>
            </label>
          </li>
        ) : null}
      </ul>
    </fieldset>
  );
}
