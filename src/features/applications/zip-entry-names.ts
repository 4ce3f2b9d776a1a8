// Record signatures and sizes from the ZIP format (APPNOTE.TXT, sections 4.3.12 and 4.3.16).
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT_SIZE = 0xffff;
const ENTRY_HEADER_SIZE = 46;

async function bytesOf(blob: Blob, start: number, end: number) {
  return new DataView(await blob.slice(start, end).arrayBuffer());
}

/**
 * The names of the entries a ZIP archive lists in its central directory, or null when the blob
 * is not a ZIP this can read (nor a ZIP64 one: the attachments are far below 4 GB).
 */
export async function zipEntryNames(zip: Blob): Promise<string[] | null> {
  const tailStart = Math.max(0, zip.size - END_RECORD_SIZE - MAX_COMMENT_SIZE);
  const tail = await bytesOf(zip, tailStart, zip.size);
  let end = tail.byteLength - END_RECORD_SIZE;
  while (end >= 0 && tail.getUint32(end, true) !== END_OF_CENTRAL_DIRECTORY)
    end -= 1;
  if (end < 0) return null;

  const count = tail.getUint16(end + 10, true);
  const size = tail.getUint32(end + 12, true);
  const offset = tail.getUint32(end + 16, true);
  if (offset + size > zip.size) return null;

  const directory = await bytesOf(zip, offset, offset + size);
  const decoder = new TextDecoder();
  const names: string[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (
      at + ENTRY_HEADER_SIZE > directory.byteLength ||
      directory.getUint32(at, true) !== CENTRAL_DIRECTORY_ENTRY
    )
      return null;
    const nameLength = directory.getUint16(at + 28, true);
    const nameStart = at + ENTRY_HEADER_SIZE;
    if (nameStart + nameLength > directory.byteLength) return null;
    names.push(
      decoder.decode(new Uint8Array(directory.buffer, nameStart, nameLength)),
    );
    const extraLength = directory.getUint16(at + 30, true);
    const commentLength = directory.getUint16(at + 32, true);
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return names;
}
