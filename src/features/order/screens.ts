import { defineScreens } from '../../config/screen-definition';
import { orderDetailCall } from './api/order-detail-call';
import { orderListCall } from './api/order-list-call';

export const orderScreens = defineScreens({
  orderDetail: {
    path: '/loanDetail',
    aliases: ['/order'],
    module: 'features/order/order-detail-route',
    firstCall: orderDetailCall,
    paint: { by: 'server' },
  },
  orderList: {
    path: '/orderList',
    module: 'features/order/order-list-route',
    firstCall: orderListCall,
    paint: { by: 'server' },
  },
});
