import type { Catalogue } from './catalogue';
import type { pageDescriptions } from './page-descriptions';

/** Filipino meta descriptions of the public pages. */
export const pageDescriptionsFil = {
  home: 'Mabilis at patas na cash loan sa Pilipinas mula sa rehistradong lender: paano ito gumagana, sino kami at paano kami makontak.',
  lenderInfo:
    'Sino ang nagpapautang sa iyo: ang kumpanya, ang SEC registration nito at ang certificate of authority nito.',
  policy:
    'Paano namin kinokolekta, ginagamit at pinoprotektahan ang iyong personal na datos, ayon sa Data Privacy Act of 2012.',
  loanTerms:
    'Halaga ng loan, tagal, interes at bayarin, may halimbawang kuwenta, bago ka mag-apply.',
  contact:
    'Tumawag, mag-e-mail o bumisita: ang oras ng aming customer service, numero ng telepono at address ng opisina.',
  privacyPolicy:
    'Ang aming privacy policy: anong personal na datos ang kinokolekta namin, bakit, gaano katagal, at ang iyong mga karapatan.',
  loanAgreement:
    'Ang kasunduan sa loan: ang buong mga tuntuning tinatanggap mo kapag nangutang ka.',
  aboutUs:
    'Tungkol sa amin: sino kami, ang aming mga lisensya, at paano makontak ang customer service.',
  promotion:
    'Mag-register gamit ang iyong mobile number sa loob ng isang minuto, saka i-download ang app para mag-apply ng cash loan mula sa rehistradong lender.',
  promotionDownload:
    'I-download ang app para mag-apply ng cash loan mula sa rehistradong lender, at para makita at mabayaran ang iyong mga loan.',
  promotionAgreement:
    'Ang kasunduan sa pag-register: ang mga tuntuning tinatanggap mo kapag nag-register ka gamit ang iyong mobile number.',
} satisfies Catalogue<typeof pageDescriptions>;
