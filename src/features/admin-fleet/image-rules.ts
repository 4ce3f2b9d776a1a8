/** The fleet form's image slots: the spec's six, each a URL; uploads go to the public bucket. */
export const IMAGE_SLOTS = 6;

export const FLEET_IMAGE_BUCKET = "fleet-images";

/** The bucket also refuses anything else; checking first saves a doomed upload. */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const imageMessages = {
  type: "Choose a JPEG, PNG, WebP or AVIF image.",
  size: "Images must be 5 MB or smaller.",
  full: "All 6 image slots are in use. Remove one to add another.",
  url: "Enter an image address starting with https://, http:// or /.",
} as const;

/** Why a chosen file cannot be uploaded, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!(file.type in IMAGE_TYPES)) return `${file.name}: ${imageMessages.type}`;
  if (file.size > MAX_IMAGE_BYTES) return `${file.name}: ${imageMessages.size}`;
  return null;
}

/** A web address, or a path on this site (the seed's pictures live under /fleet/). */
export function isImageUrl(value: string): boolean {
  if (/^\/[^/\\]/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Puts new URLs in the first empty slots, keeping the slots' count and order. */
export function fillSlots(slots: readonly string[], urls: readonly string[]) {
  const next = [...slots];
  const queue = [...urls];
  for (let i = 0; i < next.length && queue.length; i += 1)
    if (!next[i]?.trim()) next[i] = queue.shift()!;
  return next;
}

/** Moves slot `from` to `to`, shifting the others. */
export function moveSlot(slots: readonly string[], from: number, to: number) {
  const next = [...slots];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved ?? "");
  return next;
}

/** Exactly six slots from a stored list (which holds at most six). */
export function toSlots(images: readonly string[]): string[] {
  return Array.from({ length: IMAGE_SLOTS }, (_, i) => images[i] ?? "");
}

/** The spec: blanks are removed on save. */
export function filledImages(slots: readonly string[]): string[] {
  return slots.map((slot) => slot.trim()).filter(Boolean);
}
