import { Link } from 'react-router';
import { localisedImage } from '../../../lib/i18n/localised-image';
import styles from './tip-banner.module.css';

/** The tip image (isShowReyTop = 1): a picture link to the instructions page. */
export function TipBanner({
  to,
  alt,
  image = 'tip-banner',
}: {
  to: string;
  alt: string;
  /** File name (without .svg) in /images/repayment/; each has a Filipino twin (`.fil.svg`). */
  image?: string;
}) {
  return (
    <Link to={to} className={styles.banner}>
      <img
        src={localisedImage(`/images/repayment/${image}.svg`)}
        alt={alt}
        width={656}
        height={176}
      />
    </Link>
  );
}
