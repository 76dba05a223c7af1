import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';

/** Reads a CODE128 bar code from a PNG screenshot, as a store scanner would. */
export function decodeBarcode(png: Buffer): string {
  const image = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i += 1) {
    const [r = 0, g = 0, b = 0] = image.data.subarray(i * 4, i * 4 + 3);
    luminance[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminance, image.width, image.height)),
  );
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  return new MultiFormatReader().decode(bitmap, hints).getText();
}

/** The part of a PNG inside a rectangle (in the PNG's own pixels). */
export function cropPng(
  png: Buffer,
  rect: { x: number; y: number; width: number; height: number },
): Buffer {
  const image = PNG.sync.read(png);
  const x = Math.max(0, Math.round(rect.x));
  const y = Math.max(0, Math.round(rect.y));
  const width = Math.min(image.width - x, Math.round(rect.width));
  const height = Math.min(image.height - y, Math.round(rect.height));
  const part = new PNG({ width, height });
  PNG.bitblt(image, part, x, y, width, height, 0, 0);
  return PNG.sync.write(part);
}
