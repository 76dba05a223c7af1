import { defineScreens, serverRendered } from '../../config/screen-definition';
import { bankFormCall } from './api/bank-form-call';

export const bankAccountScreens = defineScreens({
  bankAccount: serverRendered(
    '/bindCard',
    'features/bank-account/bank-account-route',
    bankFormCall,
    {
      aliases: ['/bindBank'],
    },
  ),
});
