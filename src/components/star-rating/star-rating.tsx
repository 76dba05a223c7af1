import { useId } from 'react';
import styles from './star-rating.module.css';

export const STAR_COUNT = 5;

export interface StarRatingProps {
  value: number;
  onChange: (value: number) => void;
  label: string;
}

/** Five stars as a radio group: tapping a star fills every star up to it. */
export function StarRating({ value, onChange, label }: StarRatingProps) {
  const name = useId();
  return (
    <fieldset className={styles.stars}>
      <legend className="visually-hidden">{label}</legend>
      {Array.from({ length: STAR_COUNT }, (_, index) => {
        const score = index + 1;
        const filled = score <= value;
        return (
          <label
            key={score}
            className={`${styles.star} ${filled ? styles.filled : ''}`}
            data-filled={filled}
          >
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              onClick={() => onChange(score)}
              aria-label={`${score} star${score > 1 ? 's' : ''}`}
            />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z"
              />
            </svg>
          </label>
        );
      })}
    </fieldset>
  );
}
