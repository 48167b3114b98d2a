/**
 * Wraps one PNG in an ICO container (Windows Vista+ and every current browser
 * read PNG-encoded ICO entries): a 6-byte header, one 16-byte entry, the PNG.
 */
export function pngToIco(png: Uint8Array, size: number): Uint8Array {
  const header = new Uint8Array(22);
  const view = new DataView(header.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  header[6] = size >= 256 ? 0 : size; // width (0 means 256)
  header[7] = size >= 256 ? 0 : size; // height
  header[8] = 0; // no palette
  header[9] = 0; // reserved
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.byteLength, true); // image size
  view.setUint32(18, header.byteLength, true); // image offset
  const ico = new Uint8Array(header.byteLength + png.byteLength);
  ico.set(header, 0);
  ico.set(png, header.byteLength);
  return ico;
}
