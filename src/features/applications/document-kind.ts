import { zipEntryNames } from "./zip-entry-names";

/** The attachment formats, as the file's own bytes tell them. */
export type DocumentKind = "pdf" | "doc" | "docx" | "zip";

const LOCAL_FILE_HEADER = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4

// The detector also calls empty, spanned and damaged archives ZIP; a document starts with an entry.
async function startsWithLocalFileHeader(file: Blob) {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head.every((byte, index) => byte === LOCAL_FILE_HEADER[index]);
}

async function readDocumentKind(file: Blob): Promise<DocumentKind | null> {
  // Loaded on the first file chosen, so no page pays for the detector before then.
  const { fileTypeFromBlob } = await import("file-type");
  const detected = await fileTypeFromBlob(file).catch(() => undefined);
  switch (detected?.ext) {
    case "pdf":
      return "pdf";
    // Word 97-2003 files are OLE compound files; the detector names only the container.
    case "cfb":
      return "doc";
    case "docx":
      return "docx";
    // A DOCX whose [Content_Types].xml the detector could not read still keeps its text under word/.
    case "zip": {
      if (!(await startsWithLocalFileHeader(file))) return null;
      const names = await zipEntryNames(file);
      return names?.some((name) => name.startsWith("word/")) ? "docx" : "zip";
    }
    default:
      return null;
  }
}

// Form validation runs again on every keystroke after a submit; each file is read once.
const kinds = new WeakMap<Blob, Promise<DocumentKind | null>>();

/** What the file's first bytes say it is among the attachment formats, or null for anything else. */
export function detectDocumentKind(file: Blob): Promise<DocumentKind | null> {
  let kind = kinds.get(file);
  if (!kind) {
    kind = readDocumentKind(file);
    kinds.set(file, kind);
  }
  return kind;
}

/** Starts fetching the detector early, when the visitor points at or focuses a file picker. */
export function preloadDocumentKind(): void {
  void import("file-type");
}
