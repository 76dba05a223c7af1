import { Dialog } from '../../../components/dialog/dialog';
import styles from './complaints.module.css';

/** A tapped photo, enlarged; Escape, the close icon or a tap outside closes it. */
export function ImageViewer({
  image,
  onClose,
}: {
  image?: { src: string; alt: string };
  onClose: () => void;
}) {
  return (
    <Dialog
      open={image !== undefined}
      onClose={onClose}
      showClose
      className={styles.viewer}
      title={image?.alt}
    >
      {image ? <img className={styles.viewerImage} src={image.src} alt={image.alt} /> : null}
    </Dialog>
  );
}

/** Thumbnails that open the viewer. */
export function Thumbnails({
  images,
  alt,
  onOpen,
  enlargeLabel,
}: {
  images: readonly string[];
  alt: (index: number) => string;
  onOpen: (image: { src: string; alt: string }) => void;
  enlargeLabel: (label: string) => string;
}) {
  return (
    <ul className={styles.photoGrid}>
      {images.map((src, index) => (
        <li key={`${src}-${index}`} className={styles.photo}>
          <button
            type="button"
            className={styles.thumbButton}
            aria-label={enlargeLabel(alt(index + 1))}
            onClick={() => onOpen({ src, alt: alt(index + 1) })}
          >
            <img src={src} alt="" width={96} height={96} />
          </button>
        </li>
      ))}
    </ul>
  );
}
