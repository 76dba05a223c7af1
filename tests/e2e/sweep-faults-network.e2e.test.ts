import { faultSweep } from '../setup/fault-sweep';

faultSweep(['offline', 'timeout'], { screensWithoutCalls: true });
