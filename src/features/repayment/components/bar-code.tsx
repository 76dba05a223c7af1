import { useEffect, useRef } from 'react';
import styles from './bar-code.module.css';

/**
 * The pay code as a CODE128 bar code (JsBarcode into an <svg>): black on white with a quiet
 * zone, 3 px modules and 120 px bars, so a store scanner reads it from a phone screen.
 */
export function BarCode({ value, label }: { value: string; label: string }) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let current = true;
    // JsBarcode is loaded only when a bar code is shown, so the repayment screens don't ship it.
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (!current || !ref.current) return;
      JsBarcode(ref.current, value, {
        format: 'CODE128',
        width: 3,
        height: 120,
        margin: 16,
        displayValue: false,
        background: '#ffffff',
        lineColor: '#000000',
      });
    });
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <svg ref={ref} className={styles.code} role="img" aria-label={label} data-testid="bar-code" />
  );
}
