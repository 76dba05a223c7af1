import { forwardRef } from 'react';
import styles from './sections.module.css';

/** The page's one h1; focusable so a screen reader lands on it after choosing a section. */
export const SectionHeading = forwardRef<HTMLHeadingElement, { children: string }>(
  function SectionHeading({ children }, ref) {
    return (
      <h1 ref={ref} tabIndex={-1} className={styles.heading}>
        {children}
      </h1>
    );
  },
);
