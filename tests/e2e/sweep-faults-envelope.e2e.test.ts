import { faultSweep } from '../setup/fault-sweep';

faultSweep(['wrong-envelope', 'business']);
