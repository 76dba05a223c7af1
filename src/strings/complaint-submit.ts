import { localise } from './localise';

/** Wording of the complaint submission screen (the spec's messages verbatim). */
export const complaintSubmitStrings = localise('complaintSubmit', {
  submitTitle: 'Online service',
  questionType: 'Question type',
  describeLabel: 'Comments and suggestions',
  describePlaceholder:
    'Tell us what happened: dates, times, names or numbers help us resolve it faster.',
  emptyDescription: 'Please fill in your comments and suggestions',
  images: 'Photos (optional)',
  imagesHint: (count: number, max: number) =>
    `${count}/${max} · screenshots or photos of receipts and messages`,
  imageAlt: (index: number) => `Photo ${index}`,
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
} as const);
