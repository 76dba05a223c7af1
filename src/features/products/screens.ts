import { defineScreens, serverRendered } from '../../config/screen-definition';
import { loginFailureLoader } from './api/login-failure-loader';
import { productDetailLoader } from './api/product-detail-loader';
import { productListLoader } from './api/product-list-loader';
import { recommendListLoader } from './api/recommend-list-loader';

const at = (route: string) => `features/products/${route}`;

export const productScreens = defineScreens({
  loginError: serverRendered('/loginError', at('login-error-route'), loginFailureLoader),
  product: serverRendered('/product', at('product-route'), productListLoader),
  productDetail: serverRendered('/productDetail', at('product-detail-route'), productDetailLoader),
  recommendList: serverRendered('/recommendList', at('recommend-list-route'), recommendListLoader),
});
