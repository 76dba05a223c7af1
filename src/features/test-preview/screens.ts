import { defineScreens, serverRendered } from '../../config/screen-definition';
import { contactInfoLoader } from '../../contract/core';

export const testPreviewScreens = defineScreens({
  // Its connection check: the customer-service screen's call.
  testPreview: serverRendered(
    '/testPreview',
    'features/test-preview/test-preview-route',
    contactInfoLoader,
  ),
});
