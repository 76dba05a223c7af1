import { defineScreens } from '../../config/screen-definition';
import { bankFormCall } from './api/bank-form-call';

export const bankAccountScreens = defineScreens({
  bankAccount: {
    path: '/bindCard',
    aliases: ['/bindBank'],
    module: 'features/bank-account/bank-account-route',
    firstCall: bankFormCall,
    paint: { by: 'server' },
  },
});
