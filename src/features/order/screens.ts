import { defineScreens, serverRendered } from '../../config/screen-definition';
import { orderDetailCall } from './api/order-detail-call';
import { orderListCall } from './api/order-list-call';

export const orderScreens = defineScreens({
  orderDetail: serverRendered('/loanDetail', 'features/order/order-detail-route', orderDetailCall, {
    aliases: ['/order'],
    audit: { bench: true },
  }),
  orderList: serverRendered('/orderList', 'features/order/order-list-route', orderListCall),
});
