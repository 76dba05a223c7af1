import { defineScreens } from '../../config/screen-definition';
import { contactInfoCall } from '../../contract/core';

export const customerServiceScreens = defineScreens({
  customerService: {
    path: '/customerService',
    module: 'features/customer-service/customer-service-route',
    firstCall: contactInfoCall,
    paint: { by: 'server' },
  },
  aboutUs: {
    path: '/aboutUs',
    module: 'features/customer-service/about-us-route',
    firstCall: { notEarly: 'its call takes a fixed parameter, not a link value' },
    paint: { by: 'build', pages: [{ path: '/aboutUs', file: 'about-us' }], description: 'aboutUs' },
  },
});
