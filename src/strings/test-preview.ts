import { localise } from './localise';

export const testPreviewStrings = localise('testPreview', {
  title: 'Developer preview',
  intro: 'Set the parameters, then open a screen. Every button passes them as a query string.',
  parameters: 'Parameters',
  fields: {
    appVersion: 'App version',
    deviceName: 'Device name',
    deviceId: 'Device id',
    osVersion: 'OS version',
    sessionId: 'Session id',
    advertisingId: 'Advertising id',
    productId: 'Product id',
    orderId: 'Order number',
    userId: 'User id',
  },
  screens: 'Screens',
  allScreens: 'Every route',
  buttons: {
    loanConfirm: 'Confirm loan',
    orderDetail: 'Order detail',
    repay: 'Repayment',
    repayDelay: 'Extension (rollover)',
    bankAccount: 'Bank binding',
    aboutUs: 'About us',
    complaint: 'Complaint',
    customerService: 'Customer service',
    privacyPolicy: 'Privacy policy',
    providerInstructions: 'Repayment instructions',
  },
  device: 'Device features',
  photo: 'Photo',
  contactName: 'Contact name',
  getLocation: 'Get location',
  locating: 'Locating…',
  locationResult: (lat: number, lng: number) => `Location: ${lat.toFixed(5)}, ${lng.toFixed(5)}`,
  locationUnavailable: 'Location is not available on this device.',
  locationDenied: (reason: string) => `Could not get the location: ${reason}`,
  photoChosen: (name: string, kb: number) => `Chosen: ${name} (${kb} KB)`,
} as const);

export const connectionStrings = localise('connection', {
  title: 'Connection check',
  checking: 'Checking the API…',
  connected: (email: string, phone: string) =>
    `API connected. Customer service: ${email}, ${phone}`,
  failed: (message: string) => `API not reachable: ${message}`,
} as const);
