import { localise } from './localise';

/** Wording of one complaint's details and its rating (the spec's messages verbatim, the full-width ！ too). */
export const complaintDetailStrings = localise('complaintDetail', {
  detailTitle: 'Complaint details',
  questionType: 'Question type',
  content: 'Your description',
  yourImages: 'Your photos',
  processResult: 'Process Result',
  agentLabel: 'Customer service',
  replyImages: 'Photos from customer service',
  awaitingReply: 'We have received your complaint. We will reply within 3 weekdays.',
  imageAlt: (index: number) => `Photo ${index}`,
  replyImageAlt: (index: number) => `Reply photo ${index}`,
  enlarge: (label: string) => `Enlarge ${label}`,
  missingProblemId: 'This complaint link is incomplete. Please open it again from your list.',

  rateTitle: 'Please rate this service',
  rateLabel: 'Your rating',
  rateCancel: 'Cancel',
  rateSend: 'Send',
  rateSuccess: 'Successful demonstration！',
  ratePick: 'Silakan pilih',
} as const);
