import { localise } from './localise';

/** Wording of the complaint screens. Strings quoted by SPEC.md are verbatim (the full-width ！ too). */
export const complaintStrings = {
  startTitle: 'Online service',
  submitTitle: 'Online service',
  listTitle: 'My complaints',
  detailTitle: 'Complaint details',

  selectedOrder: 'Selected order',
  allOrders: 'All',
  allOrdersLabel: 'All orders: choose another order',
  chooseOrderTitle: 'Choose an order',
  chosen: 'Selected',
  noOrders: 'You have no loan orders yet, so there is nothing to complain about here.',
  selectQuestionType: 'Select question type',
  collectionRefused: 'The selected order does not support sending collection types',
  subTypesOf: (title: string) => `${title}: choose what happened`,
  myComplaints: 'My complaints',
  myComplaintsHint: 'See your complaints and our replies',

  questionType: 'Question type',
  describeLabel: 'Comments and suggestions',
  describePlaceholder:
    'Tell us what happened: dates, times, names or numbers help us resolve it faster.',
  counter: (count: number) => `${count}/200`,
  counterSuffix: '/200',
  emptyDescription: 'Please fill in your comments and suggestions',
  images: 'Photos (optional)',
  imagesHint: (count: number, max: number) =>
    `${count}/${max} · screenshots or photos of receipts and messages`,
  addImage: 'Add photo',
  removeImage: (index: number) => `Remove photo ${index}`,
  uploading: (percent: number) => `Uploading ${percent}%`,
  compressing: 'Preparing…',
  imageLimit: 'You can add at most 9 photos.',
  imageTooLarge: 'This file is larger than 20 MB. Please choose a smaller photo.',
  notAnImage: 'Only photos can be added (JPG, PNG, WebP or HEIC).',
  unreadableImage: 'This photo could not be read. Please choose a JPG or PNG photo.',
  waitForUploads: 'Please wait until the photos finish uploading.',
  draftRestored: 'Your unsent complaint was restored.',
  send: 'Send',
  sendFailed: 'Your complaint was not sent. Please try again.',
  successTitle: 'Submitted successfully',
  replyPromise: 'We will reply within 3 weekdays.',
  missingType: 'Please choose a question type first.',
  chooseType: 'Choose a question type',

  tabsLabel: 'Complaints by status',
  emptyList: 'No complaints here yet.',
  newComplaint: 'File a complaint',

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
} as const;

localise('complaints', complaintStrings);
