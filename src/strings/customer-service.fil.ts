import type { Catalogue } from './catalogue';
import type { aboutUsStrings, customerServiceStrings } from './customer-service';

/** Filipino wording of the online service page. */
export const customerServiceStringsFil = {
  title: 'Online na serbisyo',
  intro: 'Narito ang aming customer service team para tumulong sa iyong loan, bayad o account.',
  contactHeading: 'Makipag-ugnayan sa amin',
  telephone: 'Telepono',
  email: 'E-mail',
  callHint: (phone: string) => `Tawagan ang ${phone}`,
  mailHint: (email: string) => `Sumulat sa ${email}`,
  hours: 'Lunes hanggang Sabado, 8:00 AM hanggang 8:00 PM (oras sa Pilipinas)',
  complaintHeading: 'Mga reklamo at suhestiyon',
  complaintBody:
    'Sabihin sa amin ang problema sa isang order, collector o sa app. Sumasagot kami sa loob ng 3 araw ng trabaho.',
  fileComplaint: 'Mag-file ng reklamo',
  myComplaints: 'Aking mga reklamo',
  aboutLink: 'Tungkol sa amin',
} satisfies Catalogue<typeof customerServiceStrings>;

/** Filipino wording of the about-us page. */
export const aboutUsStringsFil = {
  title: 'Tungkol sa amin',
  welcomeHeading: (appName: string) => `Maligayang pagdating sa ${appName}`,
  welcome: (appName: string, company: string) =>
    `Ang ${appName} ay ang online lending app ng ${company}, isang lending company na rehistrado sa Pilipinas. Tinutulungan namin ang mga Pilipino na makakuha ng maliit na cash loan nang mabilis, ligtas at walang nakatagong singil, diretso mula sa kanilang phone.`,
  missionHeading: 'Ang aming misyon',
  mission:
    'Mabigyan ang bawat Pilipino ng patas, malinaw at madaling access sa credit, at igalang ang bawat borrower mula sa pag-apply hanggang sa huling bayad.',
  advantagesHeading: 'Bakit kami pinipili ng mga borrower',
  advantages: [
    {
      title: 'Mabilis na desisyon',
      body: 'Mag-apply sa loob ng ilang minuto at malaman ang desisyon sa loob ng 1 araw.',
    },
    {
      title: 'Malinaw na gastos',
      body: 'Makikita mo ang halaga, termino, interes at bawat bayarin bago ka mag-confirm.',
    },
    {
      title: 'Flexible na pagbabayad',
      body: 'Magbayad sa bangko, e-wallet, over the counter o gamit ang repayment code.',
    },
    {
      title: 'Protektado ang iyong data',
      body: 'Sinusunod namin ang Data Privacy Act of 2012 at hindi namin ibinebenta ang iyong impormasyon.',
    },
  ],
  teamHeading: 'Ang aming team',
  team: 'Nasa Metro Manila ang aming team ng mga propesyonal sa credit, teknolohiya at customer care. Nagsasalita ng English at Filipino ang aming mga customer service agent, at sinasagot nila ang bawat reklamo sa loob ng 3 araw ng trabaho.',
  contactHeading: 'Makipag-ugnayan',
  company: 'Kompanya',
  address: 'Address',
  phone: 'Telepono',
  companyEmail: 'E-mail ng kompanya',
  secRegistration: 'SEC registration no.',
  certificate: 'Certificate of Authority no.',
  serviceEmailHeading: 'E-mail ng customer service',
  serviceEmailBody:
    'Para sa mga tanong tungkol sa iyong loan, sumulat sa aming customer service team:',
  serviceEmailFallback:
    'Hindi namin ma-load ngayon ang pinakabagong contact details, kaya ito ang aming karaniwang address.',
  serviceEmailLoading: 'Nilo-load ang e-mail ng customer service…',
} satisfies Catalogue<typeof aboutUsStrings>;
