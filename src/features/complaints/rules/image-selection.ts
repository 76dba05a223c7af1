import { complaintSubmitStrings as t } from '../../../strings/complaint-submit';

/** At most 9 images per complaint (SPEC.md section 9). */
export const MAX_IMAGES = 9;
/**
 * Largest original a phone is asked to decode and compress. Compressed uploads are far smaller
 * (longest side 1600 px, JPEG); the sandbox refuses anything over 5 MB.
 */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

const IMAGE_NAME = /\.(jpe?g|png|webp|gif|heic|heif|bmp)$/i;

export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** The uploader is offered only while fewer than 9 images exist. */
export function canAddImages(count: number): boolean {
  return count < MAX_IMAGES;
}

export function isImageFile(file: PickedFile): boolean {
  if (file.type !== '') return file.type.startsWith('image/');
  return IMAGE_NAME.test(file.name);
}

/**
 * Which of the picked files are taken, and the messages for the rest: non-images and oversize
 * files are refused, and anything past the ninth image is left out.
 */
export function selectImages<T extends PickedFile>(
  files: readonly T[],
  existing: number,
): { accepted: T[]; refusals: string[] } {
  const accepted: T[] = [];
  const refusals = new Set<string>();
  for (const file of files) {
    if (!isImageFile(file)) refusals.add(t.notAnImage);
    else if (file.size > MAX_SOURCE_BYTES) refusals.add(t.imageTooLarge);
    else if (existing + accepted.length >= MAX_IMAGES) refusals.add(t.imageLimit);
    else accepted.push(file);
  }
  return { accepted, refusals: [...refusals] };
}
