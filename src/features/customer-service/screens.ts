import { defineScreens, prerendered, serverRendered } from '../../config/screen-definition';
import { contactInfoLoader } from '../../contract/core';

export const customerServiceScreens = defineScreens({
  customerService: serverRendered(
    '/customerService',
    'features/customer-service/customer-service-route',
    contactInfoLoader,
  ),
  aboutUs: prerendered(
    '/aboutUs',
    'features/customer-service/about-us-route',
    { notEarly: 'its call takes a fixed parameter, not a link value' },
    { pages: [{ path: '/aboutUs', file: 'about-us' }], description: 'aboutUs' },
    { audit: { bench: true } },
  ),
});
