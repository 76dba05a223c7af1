import type { ComponentModule } from '../../lib/react/loaded-component';

/**
 * The saved pay code's screen as the route table loads it (src/app/screens.ts). The instalment
 * screens warm this same loader (./components/repay-extras.tsx), so the screen a tap opens has
 * already arrived: modules are loaded once per loader.
 */
export const repaymentCodeSavedScreen: ComponentModule = () =>
  import('./repayment-code-saved-route');
