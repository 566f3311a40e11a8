/**
 * Reading and writing the suite's PNG files, fast where it spends its time.
 *
 * Every changed image is decoded twice (its baseline and the new shot) and drawn once as a difference.
 * pngjs reads any PNG, but it unfilters and widens each pixel through generic code; the screenshots
 * are all of one kind (8 bits a channel, RGB or RGBA, not interlaced), which this file reads in one
 * pass over the inflated rows: about twice as fast, to the same bytes. Any other kind goes to pngjs.
 */
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

interface Header {
  width: number;
  height: number;
  depth: number;
  colour: number;
  interlace: number;
}

/** The image's header and its compressed rows. */
function chunksOf(bytes: Buffer): { header: Header; data: Buffer } {
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error('Not a PNG file');
  const parts: Buffer[] = [];
  let header: Header | undefined;
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR')
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8] as number,
        colour: body[9] as number,
        interlace: body[12] as number,
      };
    else if (type === 'IDAT') parts.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!header) throw new Error('A PNG file with no header');
  return { header, data: Buffer.concat(parts) };
}

/** The width and height a PNG file declares, read from its header alone. */
export function sizeOfPng(bytes: Buffer): { width: number; height: number } {
  const { width, height } = chunksOf(bytes).header;
  return { width, height };
}

/**
 * Undoes each row's filter in place (PNG's five: none, sub, up, average, Paeth), reading the row
 * above as already undone. `raw` holds each row as its filter's byte and `stride` bytes.
 */
function unfilter(raw: Buffer, height: number, stride: number, bpp: number): void {
  const line = stride + 1;
  for (let y = 0; y < height; y++) {
    const start = y * line + 1;
    const end = start + stride;
    const up = y > 0;
    switch (raw[start - 1]) {
      case 1:
        for (let i = start + bpp; i < end; i++) raw[i] = (raw[i] as number) + (raw[i - bpp] as number);
        break;
      case 2:
        if (up) for (let i = start; i < end; i++) raw[i] = (raw[i] as number) + (raw[i - line] as number);
        break;
      case 3:
        for (let i = start; i < start + bpp; i++)
          raw[i] = (raw[i] as number) + (up ? (raw[i - line] as number) >> 1 : 0);
        for (let i = start + bpp; i < end; i++) {
          const above = up ? (raw[i - line] as number) : 0;
          raw[i] = (raw[i] as number) + (((raw[i - bpp] as number) + above) >> 1);
        }
        break;
      case 4:
        // With no row above, Paeth picks the left byte (sub); with no byte to the left, the byte above.
        if (!up) {
          for (let i = start + bpp; i < end; i++) raw[i] = (raw[i] as number) + (raw[i - bpp] as number);
          break;
        }
        for (let i = start; i < start + bpp; i++) raw[i] = (raw[i] as number) + (raw[i - line] as number);
        for (let i = start + bpp; i < end; i++) {
          const a = raw[i - bpp] as number;
          const b = raw[i - line] as number;
          const c = raw[i - line - bpp] as number;
          const pa = Math.abs(b - c);
          const pb = Math.abs(a - c);
          const pc = Math.abs(a + b - 2 * c);
          raw[i] = (raw[i] as number) + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
        }
        break;
      default:
    }
  }
}

/** A PNG file's pixels, four bytes each (red, green, blue, alpha), as pngjs gives them. */
export function decodePng(bytes: Buffer): PNG {
  const { header, data } = chunksOf(bytes);
  const { width, height, depth, colour, interlace } = header;
  const bpp = colour === 6 ? 4 : colour === 2 ? 3 : 0;
  if (depth !== 8 || !bpp || interlace) return PNG.sync.read(bytes);
  const raw = inflateSync(data);
  const stride = width * bpp;
  if (raw.length < height * (stride + 1)) throw new Error('A PNG file cut short');
  unfilter(raw, height, stride, bpp);
  // A buffer of its own (never a slice of the shared pool), so that a 32-bit view of it is aligned.
  const pixels = Buffer.allocUnsafeSlow(width * height * 4);
  if (bpp === 4) {
    for (let y = 0; y < height; y++)
      raw.copy(pixels, y * stride, y * (stride + 1) + 1, (y + 1) * (stride + 1));
  } else {
    // Three bytes widened to four, opaque: one 32-bit write a pixel (little-endian, as Node runs).
    const out = new Uint32Array(pixels.buffer, pixels.byteOffset, width * height);
    let o = 0;
    for (let y = 0; y < height; y++) {
      const end = (y + 1) * (stride + 1);
      for (let i = y * (stride + 1) + 1; i < end; i += 3)
        out[o++] =
          ((raw[i] as number) |
            ((raw[i + 1] as number) << 8) |
            ((raw[i + 2] as number) << 16) |
            0xff000000) >>>
          0;
    }
  }
  const png = new PNG();
  png.width = width;
  png.height = height;
  png.data = pixels;
  return png;
}

/** Quick to write rather than small: the review's images live only as long as the run's results. */
export const encodePng = (png: PNG): Buffer => PNG.sync.write(png, { deflateLevel: 1, filterType: 1 });

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/**
 * An image of one byte a pixel, each an index into `palette` (RGBA colours), written as an indexed
 * PNG: a quarter of the bytes of the same image in RGBA, and as quick to deflate.
 */
export function encodeIndexed(
  indices: Uint8Array,
  width: number,
  height: number,
  palette: [number, number, number, number][],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++)
    rows.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette.flatMap(([r, g, b]) => [r, g, b]))),
    chunk('tRNS', Buffer.from(palette.map(([, , , a]) => a))),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
