import { DataView } from '../../components/data-view/data-view';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../components/link/link';
import { Button } from '../../components/button/button';
import { ProductHeaderCard } from '../../components/product-header-card/product-header-card';
import { Card, Screen } from '../../components/screen/screen';
import { Skeleton } from '../../components/status-view/status-view';
import { screenPath } from '../../config/screen-for-path';
import { withSession } from '../../lib/session/session';
import { useSession } from '../../lib/session/use-session';
import { moduleForTap } from '../../lib/api/feedback';
import { loadedComponent, warmModule } from '../../lib/react/loaded-component';
import { showToast } from '../../lib/toast/toast';
import { complaintStartStrings as t } from '../../strings/complaint-start';
import { useProblemInitOrder, type ComplaintOrder } from './api/problem-init-order';
import type { TypeOption } from './api/problem-types';
import { QuestionTypes } from './components/question-types';
import { ServiceIcon } from './components/service-icon';
import styles from './components/complaints.module.css';
import { readComplaintOrderNo, saveComplaintOrderNo } from './rules/complaint-storage';

// The order picker opens on a tap: its sheet is a chunk of its own, fetched on intent (a finger
// coming to a control) and opened once it is here (docs/decisions/warm-ups-on-intent.md).
// One loader for the tap and the render: the render then finds it here and never suspends (a
// suspended reveal waits for React's 300 ms throttle).
const pickerModule = () => import('./components/order-picker');
const OrderPicker = loadedComponent(pickerModule);
import {
  chooseQuestionType,
  chooseSubType,
  nextPageParams,
  type TypeChoice,
} from './rules/question-type-rules';
import { complaintStartLoader } from './api/complaint-start-loader';

/** The endpoint whose answer the page may hand this screen before its first render. */
export const dataEndpoint = complaintStartLoader.endpoint;

export default function ComplaintStartRoute() {
  const session = useSession();
  const navigate = useNavigate();
  // The order the native app opened us for, else the one chosen last time.
  const [initialOrderId] = useState(() => session.orderId ?? readComplaintOrderNo() ?? '');
  const swr = useProblemInitOrder(initialOrderId);
  const { data } = swr;
  const [chosen, setChosen] = useState<ComplaintOrder>();
  const [pickerOpen, setPickerOpen] = useState(false);
  // Mounted from the first tap on, so closing it keeps its state.
  const [pickerUsed, setPickerUsed] = useState(false);
  const [expanded, setExpanded] = useState(false);

  const selected = chosen ?? data?.orderDetail ?? data?.orderList[0] ?? undefined;
  const selectedNo = selected?.orderNo;

  useEffect(() => {
    if (selectedNo) saveComplaintOrderNo(selectedNo);
  }, [selectedNo]);

  useEffect(() => warmModule(pickerModule), []);

  function follow(choice: Exclude<TypeChoice, { kind: 'toggle-sub-types' }>) {
    if (choice.kind === 'refused') {
      showToast(t.collectionRefused);
      return;
    }
    void navigate(withSession(screenPath('complaintSubmit'), nextPageParams(choice.query)));
  }

  function onType(type: TypeOption) {
    if (!selected) return;
    const choice = chooseQuestionType(type.value, selected);
    if (choice.kind === 'toggle-sub-types') setExpanded((open) => !open);
    else follow(choice);
  }

  function onSubType(subType: TypeOption) {
    if (selected) follow(chooseSubType(subType.value, selected));
  }

  function onChooseOrder(order: ComplaintOrder) {
    setChosen(order);
    setPickerOpen(false);
    // The new order may not allow collection complaints: its sub-types must be asked for again.
    setExpanded(false);
  }

  // A chunk that cannot be fetched has said so (the toast): nothing opens, the next tap asks again.
  const openPicker = () =>
    void moduleForTap(pickerModule).then(
      () => {
        setPickerUsed(true);
        setPickerOpen(true);
      },
      () => undefined,
    );

  const body = (
    <DataView
      state={swr}
      skeleton={
        <>
          {/* The selected order's card is about this tall (head, product, five detail rows),
              so the question types below it do not jump when the orders arrive. */}
          <Card>
            <Skeleton rows={5} height={49.8} />
          </Card>
          <Card>
            <Skeleton rows={3} height={64} />
          </Card>
        </>
      }
    >
      {(data) => (
        <>
          {selected ? (
            <ProductHeaderCard
              label={t.selectedOrder}
              top={<SelectedOrderHead onAll={data.orderList.length > 0 ? openPicker : null} />}
              logo={selected.productLogo}
              title={selected.productName}
              headingLevel={3}
              badge={selected.status}
              rows={selected.list.map((row) => ({ text: row.title, value: row.value }))}
              testId="selected-order"
            />
          ) : (
            <Card label={t.selectedOrder}>
              <SelectedOrderHead onAll={data.orderList.length > 0 ? openPicker : null} />
              <p className={styles.muted}>{t.noOrders}</p>
            </Card>
          )}
          {selected ? (
            <Card label={t.selectQuestionType}>
              <h2 className={styles.heading}>{t.selectQuestionType}</h2>
              <QuestionTypes
                types={data.problemType}
                subTypes={data.problemSonType}
                expanded={expanded}
                onType={onType}
                onSubType={onSubType}
              />
            </Card>
          ) : null}
          {pickerUsed ? (
            <Suspense fallback={null}>
              <OrderPicker
                title={t.chooseOrderTitle}
                chosenLabel={t.chosen}
                open={pickerOpen}
                orders={data.orderList}
                selectedNo={selectedNo}
                onChoose={onChooseOrder}
                onClose={() => setPickerOpen(false)}
              />
            </Suspense>
          ) : null}
        </>
      )}
    </DataView>
  );

  return (
    <Screen title={t.startTitle}>
      <Link className={styles.serviceLink} to={withSession(screenPath('complaintList'))}>
        <span className={styles.serviceIcon}>
          <ServiceIcon />
        </span>
        <span className={styles.serviceText}>
          <span className={styles.serviceTitle}>{t.myComplaints}</span>
          <span className={styles.muted}>{t.myComplaintsHint}</span>
        </span>
        <span aria-hidden="true" className={styles.chevron}>
          ›
        </span>
      </Link>
      {body}
    </Screen>
  );
}

/** 'Selected order', and 'All' to choose another when there are orders to choose from. */
function SelectedOrderHead({ onAll }: { onAll: (() => void) | null }) {
  return (
    <div className={styles.cardHead}>
      <h2 className={styles.heading}>{t.selectedOrder}</h2>
      {onAll ? (
        <Button
          variant="ghost"
          className={styles.allButton}
          aria-label={t.allOrdersLabel}
          onClick={onAll}
        >
          {t.allOrders}
        </Button>
      ) : null}
    </div>
  );
}
