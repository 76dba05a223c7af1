import type { ScreenName } from '../config/paths';

/**
 * The borrower screens the server renders with their first call's answer
 * (docs/decisions/performance-server-render.md): those whose first call the boot script starts
 * (src/contract/first-calls.ts) and whose first render the browser's hydration matches; card
 * repayment, the complaint detail and the complaint form, whose calls only the server starts
 * early (./server-calls.ts); and the screens that call nothing when they open but show what the
 * link says (the pay code) or their own text (the instructions and online payment's "opening"
 * note, shown while the app asks for the gateway's page), rendered from the link alone; and the
 * saved pay code as a device with nothing saved shows it (a device holding a copy sets the page
 * aside: ./server-calls.ts).
 */
export const SERVER_RENDERED_SCREENS: readonly ScreenName[] = [
  'loginError',
  'orderDetail',
  'loanConfirm',
  'confirmOfPeriod',
  'repay',
  'repayDelay',
  'cardRepayment',
  'complaint',
  'complaintSubmit',
  'complaintList',
  'complaintDetail',
  'bankAccount',
  'product',
  'productDetail',
  'recommendList',
  'orderList',
  'customerService',
  'providerInstructions',
  'rolloverInstructions',
  'repaymentCode',
  'onlinePayment',
  'repaymentCodeSaved',
  'testPreview',
];

/** Where the build leaves the server's renderer (`render-screen.js`), never served (a dot-folder). */
export const SERVER_RENDER_DIR = '.vite/server-render';

/** Beside the renderer: what the server's pages take from the build (the paint guard's address). */
export const SERVER_RENDER_PAGE = 'page.json';
