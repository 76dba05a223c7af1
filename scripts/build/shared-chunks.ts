/**
 * Fewer, larger shared chunks. Left to itself the bundler splits code shared by several screens
 * into one chunk per combination of importers: a repayment screen's first visit fetched 31 files,
 * many of 150–900 bytes, each paying its own request and compression overhead. Code nearly
 * every data screen needs (the contract's schema library, SWR, the request layer, the tap
 * guard, the link guard) travels as one `data` chunk, and the small modules every page loads
 * stay with the React runtime. Nothing the entry itself imports may match a group (it would pull the whole
 * group into every page): the budget test's entry ratio catches that.
 */
const DATA_LAYER = [
  /[\\/]node_modules[\\/](valibot|swr|dequal)[\\/]/,
  /[\\/]src[\\/]lib[\\/]react[\\/](use-sync-external-store-native|use-tap-guard)\.ts$/,
  /[\\/]src[\\/]contract[\\/](endpoint|input|primitives|envelope|core|phone)\.ts$/,
  /[\\/]src[\\/]lib[\\/]api[\\/]/,
  /[\\/]src[\\/]lib[\\/]bridge[\\/]native-actions\.ts$/,
  // A few names the payment and loan screens share: a file of its own cost more than its bytes.
  /[\\/]src[\\/]lib[\\/]locks[\\/]lock-names\.ts$/,
  // The section-9 timings two screens each share (rating delay, SMS resend): likewise.
  /[\\/]src[\\/]config[\\/]spec-timings\.ts$/,
];

/**
 * The link guard and its run-time host policy: only the screens that show a server image or
 * open a server or app link load it before their first render (about 3 KiB gzipped the
 * repayment and complaint screens do without).
 */
const LINKS = [
  /[\\/]src[\\/]lib[\\/]links[\\/](url-guard|host-policy|runtime-config|runtime-hosts|open-server-link|report-refused-link|client-event|server-image-source|link-opener)\.ts$/,
];

/**
 * With the React runtime: what nearly every screen and the app's overlays (src/app/app-overlays.tsx)
 * both use, a few hundred bytes each that would otherwise travel as chunks of their own.
 */
const EVERY_PAGE = [
  /[\\/]node_modules[\\/]react[\\/]/,
  /[\\/]src[\\/]strings[\\/]localise\.ts$/,
  /[\\/]src[\\/]lib[\\/]toast[\\/]toast\.ts$/,
  /[\\/]src[\\/]lib[\\/]bridge[\\/]native-bridge\.ts$/,
  /[\\/]src[\\/]lib[\\/]links[\\/]refused-link-store\.ts$/,
  /[\\/]src[\\/]lib[\\/]session[\\/]server-render-context\.ts$/,
];

/**
 * What the boot script shares with the app: the session, the page's language (every call says
 * it) and how a request is built.
 */
const BOOT_SHARED = [
  /^\0?rolldown[\\/:]runtime/,
  /[\\/]src[\\/]lib[\\/]pwa[\\/]chunk-styles\.ts$/,
  /[\\/]src[\\/]lib[\\/]storage[\\/](forget-borrower|forgetting-queue|storage-keys)\.ts$/,
  /[\\/]src[\\/]lib[\\/]session[\\/]session\.ts$/,
  /[\\/]src[\\/]lib[\\/]i18n[\\/](language|language-rule|language-cookie)\.ts$/,
  /[\\/]src[\\/]lib[\\/]api[\\/](request-parts)\.ts$/,
  /[\\/]src[\\/]config[\\/]env\.ts$/,
  /[\\/]src[\\/]boot[\\/](start-loader-call|read-loader-wire)\.ts$/,
  /[\\/]src[\\/]contract[\\/]screen-loader\.ts$/,
  /[\\/]src[\\/]lib[\\/]rendered-page[\\/]loader-markers\.ts$/,
];

/**
 * The money helper (SPEC.md section 9), on its own: the pay-code page shows an amount and calls
 * nothing, and with the helper in `data` it downloaded the whole data layer for it.
 */
const MONEY = [/[\\/]src[\\/]lib[\\/]format[\\/]money\.ts$/];

const matchesAny = (patterns: RegExp[]) => (id: string) =>
  patterns.some((pattern) => pattern.test(id));

export const sharedChunkGroups = [
  { name: 'session', test: matchesAny(BOOT_SHARED), priority: 3 },
  { name: 'runtime', test: matchesAny(EVERY_PAGE), priority: 2 },
  { name: 'data', test: matchesAny(DATA_LAYER), priority: 1 },
  { name: 'money', test: matchesAny(MONEY), priority: 1 },
  { name: 'links', test: matchesAny(LINKS), priority: 1 },
];
