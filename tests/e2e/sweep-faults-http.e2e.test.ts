import { faultSweep } from '../setup/fault-sweep';

faultSweep(['http-500', 'malformed']);
