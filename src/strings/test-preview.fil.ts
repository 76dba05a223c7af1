import type { Catalogue } from './catalogue';
import type { connectionStrings, testPreviewStrings } from './test-preview';

/** Filipino wording of the developer test page. */
export const testPreviewStringsFil = {
  title: 'Preview para sa developer',
  intro:
    'Itakda ang mga parameter, saka magbukas ng screen. Ipinapasa ng bawat button ang mga ito bilang query string.',
  parameters: 'Mga parameter',
  fields: {
    appVersion: 'Bersyon ng app',
    deviceName: 'Pangalan ng device',
    deviceId: 'Device id',
    osVersion: 'Bersyon ng OS',
    sessionId: 'Session id',
    advertisingId: 'Advertising id',
    productId: 'Product id',
    orderId: 'Numero ng order',
    userId: 'User id',
  },
  screens: 'Mga screen',
  allScreens: 'Lahat ng route',
  buttons: {
    loanConfirm: 'I-confirm ang loan',
    orderDetail: 'Detalye ng order',
    repay: 'Pagbabayad',
    repayDelay: 'Pag-extend (rollover)',
    bankAccount: 'Pag-bind ng bangko',
    aboutUs: 'Tungkol sa amin',
    complaint: 'Reklamo',
    customerService: 'Customer service',
    privacyPolicy: 'Privacy policy',
    providerInstructions: 'Paano magbayad',
  },
  device: 'Mga feature ng device',
  photo: 'Larawan',
  contactName: 'Pangalan ng contact',
  getLocation: 'Kunin ang lokasyon',
  locating: 'Hinahanap ang lokasyon…',
  locationResult: (lat: number, lng: number) => `Lokasyon: ${lat.toFixed(5)}, ${lng.toFixed(5)}`,
  locationUnavailable: 'Hindi available ang lokasyon sa device na ito.',
  locationDenied: (reason: string) => `Hindi makuha ang lokasyon: ${reason}`,
  photoChosen: (name: string, kb: number) => `Napili: ${name} (${kb} KB)`,
} satisfies Catalogue<typeof testPreviewStrings>;

/** Filipino wording of the test page's connection check. */
export const connectionStringsFil = {
  title: 'Pag-check ng koneksyon',
  checking: 'Tinitingnan ang API…',
  connected: (email: string, phone: string) =>
    `Nakakonekta sa API. Customer service: ${email}, ${phone}`,
  failed: (message: string) => `Hindi maabot ang API: ${message}`,
} satisfies Catalogue<typeof connectionStrings>;
