import { defineScreens, serverRendered } from '../../config/screen-definition';
import { orderDetailLoader } from './api/order-detail-loader';
import { orderListLoader } from './api/order-list-loader';

export const orderScreens = defineScreens({
  orderDetail: serverRendered(
    '/loanDetail',
    'features/order/order-detail-route',
    orderDetailLoader,
    {
      aliases: ['/order'],
      audit: { bench: true },
    },
  ),
  orderList: serverRendered('/orderList', 'features/order/order-list-route', orderListLoader),
});
