import type { ReactNode } from 'react';

/**
 * An outline icon drawn in the text's colour (strokes 2 units wide, round ends and corners),
 * hidden from screen readers: the control or text beside it says what it means.
 */
export function LineIcon({
  viewBox,
  size,
  className,
  children,
}: {
  viewBox: string;
  /** Width and height, where no class sizes the icon. */
  size?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox={viewBox}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
