import type { Catalogue } from './catalogue';
import type { corporateStrings } from './corporate-site';

/** Filipino wording of the public corporate site. */
export const corporateStringsFil = {
  siteNavLabel: 'Mga bahagi ng site',
  nav: {
    home: 'Home',
    lenderInfo: 'Tungkol sa lender',
    policy: 'Privacy Policy',
    loanTerms: 'Mga tuntunin ng loan',
    contact: 'Makipag-ugnayan',
  },
  home: {
    heading: 'Mabilis na cash loan, diretso sa iyong account',
    lead: (appName: string) =>
      `Nagpapautang ang ${appName} sa mga Pilipino nang 91 hanggang 365 araw, malinaw ang gastos at walang nakatagong bayarin.`,
    steps: [
      {
        title: 'Mag-apply sa loob ng ilang minuto',
        text: 'Ang kailangan mo lang: ang iyong phone, isang valid ID at account na tatanggap ng pera.',
        image: '/images/corporate/home-apply.svg',
        alt: 'Isang phone na may maikling loan application form at berdeng Submit na button.',
      },
      {
        title: 'Desisyon sa loob ng 1 araw',
        text: 'Malalaman mo ang resulta sa loob ng isang araw. Kapag tinanggap mo ito, papasok ang pera sa loob ng 1 hanggang 3 araw (calendar days).',
        image: '/images/corporate/home-decision.svg',
        alt: 'Isang kalendaryo na may check mark, at piso na pumapasok sa wallet.',
      },
      {
        title: 'Rehistrado at regulado',
        text: 'Kami ay lending company na rehistrado sa Securities and Exchange Commission. Protektado ang iyong data sa ilalim ng Data Privacy Act.',
        image: '/images/corporate/home-secure.svg',
        alt: 'Isang shield na may check mark sa harap ng certificate na may selyo.',
      },
    ],
  },
  lenderInfo: {
    heading: 'Tungkol sa lender',
    intro: 'Ang kompanyang nagbibigay at nangangasiwa ng iyong loan:',
    imageAlt: 'Isang gusali ng opisina na may certificate of registration sa tabi nito.',
    corporateName: 'Pangalan ng kompanya',
    secNo: 'SEC Registration No.',
    coaNo: 'Certificate of Authority No.',
    address: 'Address',
    email: 'E-mail',
    phone: 'Telepono',
  },
  policy: {
    heading: 'Privacy Policy',
    intro: 'Paano namin kinokolekta, ginagamit at pinoprotektahan ang iyong personal na data.',
    frameTitle: 'Privacy Policy (buong text)',
    fallback: 'Buksan ang Privacy Policy sa buong page',
  },
  loanTerms: {
    heading: 'Mga tuntunin at kondisyon ng loan',
  },
  contact: {
    heading: 'Makipag-ugnayan sa amin',
    intro: 'Magpadala ng mensahe at babalikan ka ng aming team.',
    fullName: 'Buong pangalan',
    phone: 'Numero ng telepono',
    message: 'Mensahe',
    send: 'Ipadala',
    incomplete: 'Pakikumpleto ang impormasyon!',
    sentTitle: 'Naipadala ang mensahe',
    sentImageAlt: 'Salamat! Natanggap namin ang iyong mensahe. I-tap para isara.',
  },
} satisfies Catalogue<typeof corporateStrings>;
