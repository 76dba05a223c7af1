import { defineScreens } from '../../config/screen-definition';
import { loginFailureCall } from './api/login-failure-call';
import { productDetailCall } from './api/product-detail-call';
import { productListCall } from './api/product-list-call';
import { recommendListCall } from './api/recommend-list-call';

export const productScreens = defineScreens({
  loginError: {
    path: '/loginError',
    module: 'features/products/login-error-route',
    firstCall: loginFailureCall,
    paint: { by: 'server' },
  },
  product: {
    path: '/product',
    module: 'features/products/product-route',
    firstCall: productListCall,
    paint: { by: 'server' },
  },
  productDetail: {
    path: '/productDetail',
    module: 'features/products/product-detail-route',
    firstCall: productDetailCall,
    paint: { by: 'server' },
  },
  recommendList: {
    path: '/recommendList',
    module: 'features/products/recommend-list-route',
    firstCall: recommendListCall,
    paint: { by: 'server' },
  },
});
