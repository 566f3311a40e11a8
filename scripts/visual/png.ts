/**
 * Reading and writing the suite's PNG files, fast where it spends its time.
 *
 * Every changed image is decoded twice (its baseline and the new shot) and drawn once as a difference.
 * pngjs reads any PNG, but it unfilters and widens each pixel through generic code; the screenshots
 * are all of one kind (8 bits a channel, RGB, not interlaced), which this file unfilters straight
 * into four bytes a pixel, most rows a pixel at a time: about three times as fast as pngjs, to the
 * same bytes. RGBA is read in two passes; any other kind goes to pngjs.
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

/**
 * Whether a PNG's rows were packed at zlib's fastest level, as Chromium packs a screenshot it is asked
 * to encode for speed (`optimizeForSpeed`): the level its zlib stream's header declares (RFC 1950,
 * FLEVEL 0). Chromium's default screenshot declares the default level.
 */
export function fastEncoded(bytes: Buffer): boolean {
  const flags = chunksOf(bytes).data[1];
  return flags !== undefined && flags >> 6 === 0;
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

/** Bytes added one by one, four at a time in a 32-bit word, each wrapping at 256 as PNG's filters do. */
const addBytes = (a: number, b: number) =>
  (((a & 0x7f7f7f7f) + (b & 0x7f7f7f7f)) ^ ((a ^ b) & 0x80808080)) >>> 0;

/**
 * Unfilters RGB rows straight into `out`, one opaque RGBA pixel a 32-bit word (little-endian, as
 * Node runs). A row filtered by none, sub or up (most of a screenshot's rows) is added whole pixels
 * at a time; average and Paeth a pixel at a time, each byte from the words of its neighbours.
 */
function unfilterRgb(raw: Buffer, width: number, height: number, pixels: Buffer): void {
  const out = new Uint32Array(pixels.buffer, pixels.byteOffset, width * height);
  const line = width * 3 + 1;
  for (let y = 0; y < height; y++) {
    const filter = raw[y * line] as number;
    const first = y * width;
    const end = first + width;
    let i = y * line + 1;
    // Up on the first row adds nothing, as none; Paeth there is sub, and average half of sub.
    const kind = y === 0 && filter === 2 ? 0 : y === 0 && filter === 4 ? 1 : filter;
    if (kind === 0)
      for (let o = first; o < end; o++, i += 3)
        out[o] =
          ((raw[i] as number) |
            ((raw[i + 1] as number) << 8) |
            ((raw[i + 2] as number) << 16) |
            0xff000000) >>>
          0;
    else if (kind === 1) {
      let left = 0xff000000;
      for (let o = first; o < end; o++, i += 3)
        out[o] = left = addBytes(
          (raw[i] as number) | ((raw[i + 1] as number) << 8) | ((raw[i + 2] as number) << 16),
          left,
        );
    } else if (kind === 2)
      for (let o = first; o < end; o++, i += 3)
        out[o] = addBytes(
          (raw[i] as number) | ((raw[i + 1] as number) << 8) | ((raw[i + 2] as number) << 16),
          out[o - width] as number,
        );
    if (kind <= 2) continue;
    // Average and Paeth predict each byte from the pixel to its left (a), the one above (b) and the
    // one above that left (c), all already written: each read as a word, its bytes taken by shifts.
    let left = 0;
    let upLeft = 0;
    for (let o = first; o < end; o++, i += 3) {
      const above = y > 0 ? (out[o - width] as number) : 0;
      let word = 0xff000000;
      for (let c = 0, shift = 0; c < 3; c++, shift += 8) {
        const a = (left >>> shift) & 0xff;
        const b = (above >>> shift) & 0xff;
        let predicted: number;
        if (kind === 3) predicted = (a + b) >> 1;
        else {
          const d = (upLeft >>> shift) & 0xff;
          const pa = Math.abs(b - d);
          const pb = Math.abs(a - d);
          const pc = Math.abs(a + b - 2 * d);
          predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : d;
        }
        word |= (((raw[i + c] as number) + predicted) & 0xff) << shift;
      }
      out[o] = word >>> 0;
      left = word;
      upLeft = above;
    }
  }
}

/** A PNG file's pixels, four bytes each (red, green, blue, alpha), as pngjs gives them. */
export function decodePng(bytes: Buffer): PNG {
  const { header, data } = chunksOf(bytes);
  const { width, height, depth, colour, interlace } = header;
  const bpp = colour === 6 ? 4 : colour === 2 ? 3 : 0;
  if (depth !== 8 || !bpp || interlace) return PNG.sync.read(bytes);
  const stride = width * bpp;
  // Inflated into one buffer of the rows' size (and a byte to spare, to see the stream end), not
  // into zlib's 16 KB pieces joined afterwards: a copy of the whole image fewer.
  const raw = inflateSync(data, { chunkSize: Math.max(64, height * (stride + 1) + 1) });
  if (raw.length < height * (stride + 1)) throw new Error('A PNG file cut short');
  // A buffer of its own (never a slice of the shared pool), so that a 32-bit view of it is aligned.
  const pixels = Buffer.allocUnsafeSlow(width * height * 4);
  if (bpp === 3) unfilterRgb(raw, width, height, pixels);
  else {
    unfilter(raw, height, stride, bpp);
    for (let y = 0; y < height; y++)
      raw.copy(pixels, y * stride, y * (stride + 1) + 1, (y + 1) * (stride + 1));
  }
  const png = new PNG();
  png.width = width;
  png.height = height;
  png.data = pixels;
  return png;
}

/**
 * An image's pixels as 32-bit words, one a pixel (in the machine's byte order): a view of its bytes
 * where they start on a word, else a copy. Two pixels are the same exactly when their words are.
 */
export function wordsOf(png: PNG): Uint32Array {
  const { data } = png;
  const length = png.width * png.height;
  if (data.byteOffset % 4 === 0) return new Uint32Array(data.buffer, data.byteOffset, length);
  const copy = new Uint32Array(length);
  new Uint8Array(copy.buffer).set(data.subarray(0, length * 4));
  return copy;
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/**
 * An RGBA image written as PNG, quick to write rather than small: the review's images live only as
 * long as the run's results. Each row is filtered as sub (each byte less the one a pixel before it),
 * four bytes at a time.
 */
export function encodePng(png: PNG): Buffer {
  const { width, height } = png;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const line = width * 4 + 1;
  const rows = Buffer.alloc(height * line);
  // Each row is worked out a word a pixel in a row of its own, then set after its filter's byte.
  const words = wordsOf(png);
  const row = new Uint32Array(width);
  const rowBytes = new Uint8Array(row.buffer);
  for (let y = 0; y < height; y++) {
    rows[y * line] = 1;
    let left = 0;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const word = words[i] as number;
      row[x] = subtractBytes(word, left);
      left = word;
    }
    rows.set(rowBytes, y * line + 1);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Bytes taken one from another, four at a time in a 32-bit word, each wrapping at 256. */
const subtractBytes = (a: number, b: number) =>
  (((a | 0x80808080) - (b & 0x7f7f7f7f)) ^ ((a ^ ~b) & 0x80808080)) >>> 0;

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
