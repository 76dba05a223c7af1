import { fitWithin } from './rules/fit-within';

export const JPEG_QUALITY = 0.82;

async function decode(
  file: Blob,
): Promise<{ source: CanvasImageSource; width: number; height: number; close: () => void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    };
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    close: () => URL.revokeObjectURL(url),
  };
}

/**
 * Downscales a photo in the browser (longest side 1600 px) and re-encodes it as JPEG, so a
 * 12-megapixel photo goes up as a few hundred kilobytes on mobile data. Transparent areas become
 * white. Rejects when the browser cannot decode the file (HEIC on most Android phones, say).
 */
export async function compressImage(file: Blob): Promise<Blob> {
  const image = await decode(file);
  try {
    const { width, height } = fitWithin(image.width, image.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image.source, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the photo'))),
        'image/jpeg',
        JPEG_QUALITY,
      ),
    );
  } finally {
    image.close();
  }
}

/** The uploaded file's name: the original's, with a .jpg ending. */
export function jpegName(name: string): string {
  const base =
    name
      .replace(/\.[^./\\]+$/, '')
      .replace(/[^\w.-]+/g, '-')
      .slice(0, 60) || 'photo';
  return `${base}.jpg`;
}
