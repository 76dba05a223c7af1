import { recoveryCases } from './repay-card-recovery-cases';

recoveryCases({ serverRender: true });
