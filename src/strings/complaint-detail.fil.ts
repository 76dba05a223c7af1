import type { Catalogue } from './catalogue';
import type { complaintDetailStrings } from './complaint-detail';

/** Filipino wording of one complaint's details and its rating (translated for meaning). */
export const complaintDetailStringsFil = {
  detailTitle: 'Detalye ng reklamo',
  questionType: 'Uri ng tanong',
  content: 'Ang isinulat mo',
  yourImages: 'Ang iyong mga larawan',
  processResult: 'Resulta ng pag-aksyon',
  agentLabel: 'Customer service',
  replyImages: 'Mga larawan mula sa customer service',
  awaitingReply: 'Natanggap namin ang iyong reklamo. Sasagot kami sa loob ng 3 araw ng trabaho.',
  imageAlt: (index: number) => `Larawan ${index}`,
  replyImageAlt: (index: number) => `Larawan ng sagot ${index}`,
  enlarge: (label: string) => `Palakihin ang ${label}`,
  missingProblemId:
    'Kulang ang link ng reklamong ito. Pakibuksan ulit mula sa listahan ng iyong mga reklamo.',

  rateTitle: 'Paki-rate ang serbisyong ito',
  rateLabel: 'Ang iyong rating',
  rateCancel: 'I-cancel',
  rateSend: 'Ipadala',
  rateSuccess: 'Naipadala ang iyong rating. Salamat!',
  ratePick: 'Pumili muna ng bituin',
} satisfies Catalogue<typeof complaintDetailStrings>;
