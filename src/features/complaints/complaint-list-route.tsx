import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from '../../components/link/link';
import { DataView } from '../../components/data-view/data-view';
import { Card, Screen } from '../../components/screen/screen';
import { Skeleton } from '../../components/status-view/status-view';
import { screenPath } from '../../config/screen-for-path';
import { withSession } from '../../lib/session/session';
import { useSession } from '../../lib/session/use-session';
import { complaintListStrings as t } from '../../strings/complaint-list';
import { useProblemList, type ComplaintTab } from './api/problem-list';
import styles from './components/complaints.module.css';
import { complaintListLoader } from './api/complaint-list-loader';

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = complaintListLoader.endpoint;

function Tabs({ tabs }: { tabs: readonly ComplaintTab[] }) {
  const [active, setActive] = useState(0);
  const baseId = useId();
  const current = tabs[Math.min(active, tabs.length - 1)];

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (active + step + tabs.length) % tabs.length;
    setActive(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={t.tabsLabel} className={styles.tabs}>
        {tabs.map((tab, index) => (
          <button
            key={`${tab.title}-${index}`}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={index === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {tab.title}
            <span className={styles.tabCount}>{tab.list.length}</span>
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${active}`}
        className={styles.panel}
      >
        {current && current.list.length > 0 ? (
          <ul className={styles.items}>
            {current.list.map((item) => (
              <li key={item.id}>
                <Link
                  className={styles.item}
                  to={withSession(screenPath('complaintDetail'), { problemId: item.id })}
                >
                  <span className={styles.itemHead}>
                    <span className={styles.itemType}>{item.type}</span>
                    <time className={styles.muted}>{item.time}</time>
                  </span>
                  <span className={styles.itemContent}>{item.content}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <Card>
            <p className={styles.muted}>{t.emptyList}</p>
            <Link className={styles.textLink} to={withSession(screenPath('complaint'))}>
              {t.newComplaint}
            </Link>
          </Card>
        )}
      </div>
    </>
  );
}

export default function ComplaintListRoute() {
  useSession();
  const swr = useProblemList();
  return (
    <Screen title={t.listTitle}>
      {/* Empty is per tab (each tab says so and offers a new complaint), not for the list. */}
      <DataView state={swr} skeleton={<Skeleton rows={4} height={72} />}>
        {(list) => <Tabs tabs={list.tabs} />}
      </DataView>
    </Screen>
  );
}
