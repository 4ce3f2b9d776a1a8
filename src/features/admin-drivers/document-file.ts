import { formatBytes } from "@/components/ui/file-input";

/** The private bucket's own limit (10 MB, storage migration); Storage enforces it too. */
export const DOCUMENT_BUCKET = "driver-documents";
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Extension → the content type sent, and the detector's name for the bytes. */
const FORMATS = {
  pdf: { type: "application/pdf", detected: "pdf" },
  jpg: { type: "image/jpeg", detected: "jpg" },
  jpeg: { type: "image/jpeg", detected: "jpg" },
  png: { type: "image/png", detected: "png" },
} as const;
type Extension = keyof typeof FORMATS;

export const DOCUMENT_ACCEPT =
  ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
const FORMAT_NAMES = "PDF, JPEG or PNG";

function extensionOf(name: string): Extension | null {
  const ext = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  return ext in FORMATS && name.includes(".") ? (ext as Extension) : null;
}

const wrongFormat = (file: File) =>
  `“${file.name}” is not a ${FORMAT_NAMES} file. Choose a ${FORMAT_NAMES} file.`;

/**
 * Why the file cannot be a driver document, judged by its name, size and first bytes (a renamed
 * web page or program is refused before any upload); null when it is fine.
 */
export async function documentFileProblem(file: File): Promise<string | null> {
  const ext = extensionOf(file.name);
  if (!ext) return wrongFormat(file);
  if (file.size === 0) return `“${file.name}” is empty. Choose another file.`;
  if (file.size > DOCUMENT_MAX_BYTES) {
    const limit = formatBytes(DOCUMENT_MAX_BYTES);
    return `“${file.name}” is larger than ${limit}. Choose a file of ${limit} or less.`;
  }
  // Loaded on the first file chosen, so the page does not pay for the detector before then.
  const { fileTypeFromBlob } = await import("file-type");
  const detected = await fileTypeFromBlob(file).catch(() => undefined);
  return detected?.ext === FORMATS[ext].detected ? null : wrongFormat(file);
}

/** The content type sent with the upload: the canonical one for the file's extension. */
export function documentContentType(file: File): string {
  const ext = extensionOf(file.name);
  return ext ? FORMATS[ext].type : "application/octet-stream";
}

/** `<driver id>/<kind>/<uuid>.pdf`: the folder the database checks, never the uploader's name. */
export function documentPath(
  driverId: string,
  kind: string,
  file: File,
): string {
  const ext = extensionOf(file.name) ?? "bin";
  return `${driverId}/${kind}/${crypto.randomUUID()}.${ext === "jpeg" ? "jpg" : ext}`;
}
