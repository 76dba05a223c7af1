import { useEffect, type ReactNode } from 'react';
import { config } from '../../config/env';
import { useHeadSink } from '../../lib/rendered-page/head-sink';
import styles from './screen.module.css';

export interface ScreenProps {
  title: string;
  children: ReactNode;
  /** Sticky bottom area for the screen's main action. */
  footer?: ReactNode;
  /** Hide the coloured title bar (public pages draw their own header). */
  bare?: boolean;
}

/** The frame of every screen: a title bar with the page's one h1, the content and a footer. */
export function Screen({ title, children, footer, bare = false }: ScreenProps) {
  const documentTitle = `${title} · ${config.appName}`;
  useHeadSink(documentTitle);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <div className={styles.screen}>
      {bare ? null : (
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
        </header>
      )}
      <main className={styles.main} id="main">
        <div className={styles.body}>{children}</div>
        {/* Inside <main>, so the action area belongs to a landmark too. */}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </main>
    </div>
  );
}

/** A white rounded card, the basic content block. */
export function Card({
  children,
  className,
  label,
  testId,
}: {
  children: ReactNode;
  className?: string;
  label?: string;
  testId?: string;
}) {
  return (
    <section
      className={`${styles.card} ${className ?? ''}`}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </section>
  );
}
