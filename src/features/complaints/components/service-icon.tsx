import { LineIcon } from '../../../components/line-icon/line-icon';

/** A headset: the customer-service mark beside the complaint list entry. */
export function ServiceIcon() {
  return (
    <LineIcon viewBox="0 0 28 28" size={28}>
      <path d="M5 15v-2a9 9 0 0 1 18 0v2" />
      <rect x="4" y="15" width="5" height="7" rx="2" />
      <rect x="19" y="15" width="5" height="7" rx="2" />
      <path d="M21 22c0 2-2 3-5 3h-2" />
    </LineIcon>
  );
}
