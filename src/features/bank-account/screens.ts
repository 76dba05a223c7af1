import { defineScreens, serverRendered } from '../../config/screen-definition';
import { bankFormLoader } from './api/bank-form-loader';

export const bankAccountScreens = defineScreens({
  bankAccount: serverRendered(
    '/bindCard',
    'features/bank-account/bank-account-route',
    bankFormLoader,
    {
      aliases: ['/bindBank'],
    },
  ),
});
