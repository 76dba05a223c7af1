import { runJourneys } from './harness/run-journeys';

runJourneys('webkit');
