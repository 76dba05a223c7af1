import { defineScreens, serverRendered } from '../../config/screen-definition';
import { loginFailureCall } from './api/login-failure-call';
import { productDetailCall } from './api/product-detail-call';
import { productListCall } from './api/product-list-call';
import { recommendListCall } from './api/recommend-list-call';

const at = (route: string) => `features/products/${route}`;

export const productScreens = defineScreens({
  loginError: serverRendered('/loginError', at('login-error-route'), loginFailureCall),
  product: serverRendered('/product', at('product-route'), productListCall),
  productDetail: serverRendered('/productDetail', at('product-detail-route'), productDetailCall),
  recommendList: serverRendered('/recommendList', at('recommend-list-route'), recommendListCall),
});
