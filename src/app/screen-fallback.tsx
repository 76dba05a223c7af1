import { Skeleton } from '../components/status-view/status-view';

/** What shows while the first screen's chunk loads: the frame and placeholders, no jump. */
export function ScreenFallback() {
  return (
    <div style={{ maxWidth: 'var(--content-max)', margin: '0 auto', padding: 'var(--space-4)' }}>
      <Skeleton rows={5} height={24} />
    </div>
  );
}
