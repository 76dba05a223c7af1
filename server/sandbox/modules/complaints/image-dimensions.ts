/**
 * Width and height an image declares in its header, read without decoding it: a 74-byte PNG may
 * declare 50000 × 50000 pixels, which whoever shows the photo (the agent's screen, the borrower's
 * phone) would have to decode into 10 GB (docs/decisions/sandbox-checks-before-writes.md).
 */
interface Dimensions {
  width: number;
  height: number;
}

/** The largest photo kept: a phone's camera is under both; the app sends 1600 px at most. */
const MAX_IMAGE_SIDE = 8000;
const MAX_IMAGE_PIXELS = 40_000_000;

export const tooManyPixels = ({ width, height }: Dimensions) =>
  `The photo is ${width} × ${height} pixels. Photos of at most ${MAX_IMAGE_SIDE} pixels on a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels can be uploaded. Please choose a smaller photo.`;

/** True when a photo of these dimensions may be kept. */
export function isAllowedSize({ width, height }: Dimensions): boolean {
  return (
    width > 0 &&
    height > 0 &&
    width <= MAX_IMAGE_SIDE &&
    height <= MAX_IMAGE_SIDE &&
    width * height <= MAX_IMAGE_PIXELS
  );
}

/** PNG: the IHDR chunk comes first, right after the 8-byte signature. */
function pngDimensions(bytes: Buffer): Dimensions | undefined {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (C0–CF but DHT C4, JPG C8 and DAC CC) carry the frame's size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walks the marker segments up to the first start of frame (none before the scan: none). */
function jpegDimensions(bytes: Buffer): Dimensions | undefined {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes and markers without a length (RSTn, TEM) take two bytes.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return undefined;
    if (isStartOfFrame(marker))
      return offset + 9 <= bytes.length
        ? { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
        : undefined;
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return undefined;
}

/** WebP: the first chunk, lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas). */
function webpDimensions(bytes: Buffer): Dimensions | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undefined;
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X')
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
}

const READERS = { png: pngDimensions, jpg: jpegDimensions, webp: webpDimensions } as const;

/** The dimensions an image of a sniffed kind declares; undefined when its header is unreadable. */
export function imageDimensions(kind: keyof typeof READERS, bytes: Buffer): Dimensions | undefined {
  return READERS[kind](bytes);
}
