import { describe, expect, it } from 'vitest';
import { pixelBomb } from '../../../test-support/pixel-bomb';
import { tinyPng } from '../../../test-support/upload-photo';
import { imageDimensions, isAllowedSize } from './image-dimensions';

/**
 * A JPEG's head as a camera writes it: SOI, a JFIF APP0 segment, a quantisation table, a
 * baseline start of frame (8 bits, height, width, 3 components), then the scan.
 */
function jpegHead(width: number, height: number): Buffer {
  const segment = (marker: number, body: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(body.length + 2, 2);
    return Buffer.concat([head, body]);
  };
  const frame = Buffer.from([8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xdb, Buffer.alloc(65)),
    segment(0xc0, frame),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
  ]);
}

/** A WebP file's first 30 bytes: RIFF, WEBP and the first chunk's head. */
function webp(chunk: 'VP8 ' | 'VP8L' | 'VP8X', head: number[]): Buffer {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(22, 4);
  bytes.write('WEBP', 8, 'latin1');
  bytes.write(chunk, 12, 'latin1');
  Buffer.from(head).copy(bytes, 20);
  return bytes;
}

describe('image dimensions from the header', () => {
  it('reads a PNG, a JPEG and the three kinds of WebP', () => {
    expect(imageDimensions('png', tinyPng())).toEqual({ width: 4, height: 3 });
    expect(imageDimensions('png', pixelBomb())).toEqual({ width: 50_000, height: 50_000 });
    expect(imageDimensions('jpg', jpegHead(9, 5))).toEqual({ width: 9, height: 5 });
    expect(imageDimensions('jpg', jpegHead(60_000, 40_000))).toEqual({
      width: 60_000,
      height: 40_000,
    });
    // Lossy: frame tag, start code, 14-bit width and height (640 × 480).
    expect(
      imageDimensions('webp', webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01])),
    ).toEqual({ width: 640, height: 480 });
    // Lossless: signature 0x2f, then width - 1 and height - 1 in 14 bits each (16000 × 2).
    const bits = (16_000 - 1) | ((2 - 1) << 14);
    const lossless = [0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, 0];
    expect(imageDimensions('webp', webp('VP8L', lossless))).toEqual({ width: 16_000, height: 2 });
    // Extended: flags, reserved, then the canvas's width - 1 and height - 1 in 24 bits each.
    const extended = [0, 0, 0, 0, 0x4f, 0xc3, 0x00, 0x4f, 0xc3, 0x00];
    expect(imageDimensions('webp', webp('VP8X', extended))).toEqual({
      width: 50_000,
      height: 50_000,
    });
  });

  it('reads nothing from a header cut short or a JPEG with no frame before its scan', () => {
    expect(imageDimensions('png', tinyPng().subarray(0, 20))).toBeUndefined();
    expect(imageDimensions('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeUndefined();
    expect(imageDimensions('webp', webp('VP8 ', [0, 0, 0, 1, 2, 3]))).toBeUndefined();
  });

  it('allows up to 8000 pixels on a side and 40 megapixels', () => {
    expect(isAllowedSize({ width: 8000, height: 5000 })).toBe(true);
    expect(isAllowedSize({ width: 8001, height: 10 })).toBe(false);
    expect(isAllowedSize({ width: 8000, height: 5001 })).toBe(false);
    expect(isAllowedSize({ width: 0, height: 10 })).toBe(false);
  });
});
