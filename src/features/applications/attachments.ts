import { formatBytes } from "@/components/ui/file-input";

import { detectDocumentKind, type DocumentKind } from "./document-kind";

/** What a form accepts as its one attachment; the Storage bucket enforces the same limits. */
export interface AttachmentRule {
  bucket: "driver-resumes" | "sales-documents";
  folder: string;
  /** Extension → the content type sent with the upload, plus other names browsers give it. */
  types: Record<string, readonly [contentType: string, ...aliases: string[]]>;
  maxBytes: number;
}

const WORD_TYPES = {
  pdf: ["application/pdf"],
  doc: ["application/msword"],
  docx: [
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ],
} as const;

export const resumeRule: AttachmentRule = {
  bucket: "driver-resumes",
  folder: "applications",
  types: WORD_TYPES,
  maxBytes: 5 * 1024 * 1024,
};

export const salesDocumentRule: AttachmentRule = {
  bucket: "sales-documents",
  folder: "requests",
  types: {
    ...WORD_TYPES,
    zip: [
      "application/zip",
      "application/x-zip-compressed",
      "application/x-zip",
      "multipart/x-zip",
    ],
  },
  maxBytes: 10 * 1024 * 1024,
};

// Some systems report no type, or a generic one, for Office files; the extension decides then.
const UNKNOWN_TYPES = new Set(["", "application/octet-stream"]);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/** `PDF, DOC or DOCX` */
export function acceptedFormats(rule: AttachmentRule): string {
  const names = Object.keys(rule.types).map((ext) => ext.toUpperCase());
  return names.length > 1
    ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`
    : (names[0] ?? "");
}

/** The `accept` attribute for the file picker. */
export function acceptAttribute(rule: AttachmentRule): string {
  return Object.entries(rule.types)
    .flatMap(([ext, [contentType]]) => [`.${ext}`, contentType])
    .join(",");
}

function wrongFormat(file: File, rule: AttachmentRule): string {
  const formats = acceptedFormats(rule);
  return `“${file.name}” is not a ${formats} file. Choose a ${formats} file.`;
}

/** Why the file cannot be sent, judged by its name, type and size; null when it is fine. */
export function attachmentProblem(
  file: File,
  rule: AttachmentRule,
): string | null {
  const types = rule.types[extensionOf(file.name)];
  if (!types || (!UNKNOWN_TYPES.has(file.type) && !types.includes(file.type))) {
    return wrongFormat(file, rule);
  }
  if (file.size > rule.maxBytes) {
    const limit = formatBytes(rule.maxBytes);
    return `“${file.name}” is larger than ${limit}. Choose a file of ${limit} or less.`;
  }
  if (file.size === 0) return `“${file.name}” is empty. Choose another file.`;
  return null;
}

// What each extension's bytes may be: a ZIP of documents may also be a DOCX, itself a ZIP.
const KINDS_BY_EXTENSION: Record<string, readonly DocumentKind[]> = {
  pdf: ["pdf"],
  doc: ["doc"],
  docx: ["docx"],
  zip: ["zip", "docx"],
};

/**
 * Why the file's bytes are not what its name says (an `.exe` or a web page renamed `.pdf`);
 * null when they match. Run after `attachmentProblem` finds nothing, before any upload.
 */
export async function attachmentContentProblem(
  file: File,
  rule: AttachmentRule,
): Promise<string | null> {
  const kind = await detectDocumentKind(file);
  const allowed = KINDS_BY_EXTENSION[extensionOf(file.name)] ?? [];
  return kind && allowed.includes(kind) ? null : wrongFormat(file, rule);
}

/** The content type sent with the upload: the canonical one for the file's extension. */
export function attachmentContentType(file: File, rule: AttachmentRule) {
  return rule.types[extensionOf(file.name)]?.[0] ?? "application/octet-stream";
}

/** `applications/<uuid>.pdf`: a fresh, unguessable name, never the applicant's file name. */
export function attachmentPath(
  file: File,
  rule: AttachmentRule,
  id: string = crypto.randomUUID(),
): string {
  return `${rule.folder}/${id}.${extensionOf(file.name)}`;
}
