import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** A real image of one colour, encoded as a PNG, JPEG or WebP upload would be. */
export function solidImage(
  format: "png" | "jpeg" | "webp",
  options: { width?: number; height?: number; color?: string } = {},
): Promise<Buffer> {
  const { width = 4, height = 3, color = "#ff0000" } = options;
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a small, valid PNG header declaring `side` x `side` grey pixels (900 MB
 * at 30000, 3.6 GB once decoded to RGBA), followed by the first rows of zeros. A decoder sizes
 * its bitmap from the header before it finds the data short.
 */
export function decompressionBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc((side + 1) * 64), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An image's size, format and RGBA pixels: what two encodings of one picture share. */
export async function decoded(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    format: (await sharp(bytes).metadata()).format,
    width: info.width,
    height: info.height,
    rgba: data,
  };
}
