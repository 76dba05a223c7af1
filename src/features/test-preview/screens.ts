import { defineScreens } from '../../config/screen-definition';
import { contactInfoCall } from '../../contract/core';

export const testPreviewScreens = defineScreens({
  testPreview: {
    path: '/testPreview',
    module: 'features/test-preview/test-preview-route',
    // Its connection check: the customer-service screen's call.
    firstCall: contactInfoCall,
    paint: { by: 'server' },
  },
});
