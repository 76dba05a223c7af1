import { describe, expect, it } from 'vitest';
import { canAddImages, isImageFile, MAX_SOURCE_BYTES, selectImages } from './image-selection';

const photo = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type });

describe('image selection', () => {
  it('offers the uploader only while fewer than 9 images exist', () => {
    expect(canAddImages(0)).toBe(true);
    expect(canAddImages(8)).toBe(true);
    expect(canAddImages(9)).toBe(false);
  });

  it('recognises images by type, or by name when the type is missing', () => {
    expect(isImageFile(photo('a.png', 1, 'image/png'))).toBe(true);
    expect(isImageFile(photo('IMG_0001.HEIC', 1, ''))).toBe(true);
    expect(isImageFile(photo('notes.txt', 1, 'text/plain'))).toBe(false);
    expect(isImageFile(photo('report.pdf', 1, ''))).toBe(false);
  });

  it('takes only as many as fit in 9 and says why the rest were left out', () => {
    const files = Array.from({ length: 5 }, (_, index) => photo(`p${index}.jpg`));
    const { accepted, refusals } = selectImages(files, 6);
    expect(accepted.map((file) => file.name)).toEqual(['p0.jpg', 'p1.jpg', 'p2.jpg']);
    expect(refusals).toEqual(['You can add at most 9 photos.']);
  });

  it('refuses non-images and files over 20 MB with a clear message', () => {
    const { accepted, refusals } = selectImages(
      [
        photo('notes.txt', 10, 'text/plain'),
        photo('huge.jpg', MAX_SOURCE_BYTES + 1),
        photo('ok.png'),
      ],
      0,
    );
    expect(accepted.map((file) => file.name)).toEqual(['ok.png']);
    expect(refusals).toEqual([
      'Only photos can be added (JPG, PNG, WebP or HEIC).',
      'This file is larger than 20 MB. Please choose a smaller photo.',
    ]);
  });
});
