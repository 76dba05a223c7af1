import type { ReactNode } from 'react';
import { common } from '../../strings/common';
import { Button } from '../button/button';
import styles from './status-view.module.css';

/** A failed load: what happened, and a retry. Never a blank screen. */
export function ErrorView({
  message,
  onRetry,
  children,
  heading = common.genericFailure,
}: {
  message: string;
  onRetry?: () => void;
  children?: ReactNode;
  /** A short first line; null for none. */
  heading?: string | null;
}) {
  return (
    <div className={styles.box} role="alert">
      {heading ? <p className={styles.title}>{heading}</p> : null}
      <p className={styles.body}>{message}</p>
      {onRetry ? <Button onClick={onRetry}>{common.retry}</Button> : null}
      {children}
    </div>
  );
}

/**
 * Placeholder blocks of fixed height while data loads, so nothing jumps when it arrives. A
 * prerendered page sets the height with a class (`--skeleton-height`) instead of `height`: the
 * CSP refuses style attributes in HTML (docs/decisions/first-paint.md).
 */
export function Skeleton({
  rows = 4,
  height,
  className,
}: {
  rows?: number;
  height?: number;
  className?: string;
}) {
  return (
    <div
      className={className ? `${styles.skeleton} ${className}` : styles.skeleton}
      aria-busy="true"
      aria-label={common.loading}
      role="progressbar"
    >
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          className={styles.bar}
          style={height === undefined ? undefined : { height }}
        />
      ))}
    </div>
  );
}
