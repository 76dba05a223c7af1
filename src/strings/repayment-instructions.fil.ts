import type { Catalogue } from './catalogue';
import type { repaymentInstructionStrings } from './repayment-instructions';

/** Filipino wording of the instruction pages. */
export const repaymentInstructionStringsFil = {
  providerTitle: 'Paano magbayad sa Dragonpay',
  providerIntro:
    'Gamitin ang reference number (pay code) na nasa iyong repayment page. Bayaran ang eksaktong halaga.',
  ewalletHeading: 'Magbayad gamit ang GCash o Maya',
  ewalletSteps: [
    'Buksan ang iyong e-wallet app at i-tap ang Pay Bills.',
    'Piliin ang Payment Solutions.',
    'Piliin ang Dragonpay bilang biller.',
    'Ilagay ang iyong reference number at ang eksaktong halaga, saka i-confirm.',
  ],
  storeHeading: 'Magbayad sa cashier ng tindahan',
  storeSteps: [
    'Pumunta sa 7-Eleven, Cebuana Lhuillier o iba pang partner ng Dragonpay at sabihin sa cashier na magbabayad ka sa Dragonpay.',
    'Ibigay sa cashier ang iyong reference number at ang eksaktong halaga, magbayad, at itago ang deposit slip.',
  ],
  enlargeImage: (step: string) => `Palakihin ang larawan: ${step}`,
  stepImageAlt: (step: string) => `Larawan: ${step}`,
  rolloverInstructionsTitle: 'Paano i-rollover ang iyong loan',
  rolloverIntro:
    'Kapos sa pera sa due date mo? Sa rollover, nauusog ang due date mo nang isang loan term kapag binayaran mo ang rollover fee. Hindi nagbabago ang balanse ng iyong loan.',
  rolloverStepsHeading: 'Mag-rollover sa 4 na hakbang',
  rolloverSteps: [
    'Buksan ang iyong loan at i-tap ang "Kapos sa pera?" (Rollover na bayad).',
    'Tingnan ang halaga ng rollover at ang susunod mong petsa ng bayad.',
    'I-tap ang Paraan ng pagbabayad, pumili ng channel at i-tap ang Magbayad — o magbayad sa tindahan gamit ang pay code.',
    'Kapag bayad na ang fee, uusog ang due date mo. Puwedeng umabot nang 15 minuto bago ito makita.',
  ],
} satisfies Catalogue<typeof repaymentInstructionStrings>;
