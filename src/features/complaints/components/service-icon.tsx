/** A headset: the customer-service mark beside the complaint list entry. */
export function ServiceIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M5 15v-2a9 9 0 0 1 18 0v2" />
        <rect x="4" y="15" width="5" height="7" rx="2" />
        <rect x="19" y="15" width="5" height="7" rx="2" />
        <path d="M21 22c0 2-2 3-5 3h-2" />
      </g>
    </svg>
  );
}
