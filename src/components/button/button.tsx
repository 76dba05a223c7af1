import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  /** While true the button is announced as busy and ignores taps (one tap, one request). */
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  className,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const classes = `${buttonClassName(variant, block)} ${className ?? ''}`.trim();
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    />
  );
}

/** Button look for a link (navigation stays a real link for screen readers and long-press). */
export function buttonClassName(variant: ButtonVariant = 'primary', block = false): string {
  return [styles.button, styles[variant], block ? styles.block : ''].filter(Boolean).join(' ');
}

export function LinkButton({
  variant = 'primary',
  block = false,
  className,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant; block?: boolean }) {
  return (
    <a {...rest} className={`${buttonClassName(variant, block)} ${className ?? ''}`.trim()}>
      {children}
    </a>
  );
}
