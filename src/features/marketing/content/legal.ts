/**
 * A legal page as data: the sections in order, each a list of blocks. Text is plain strings; a
 * link is a segment with an href (a path of this site, `mailto:`, `tel:` or `https:`).
 */
export interface LegalLink {
  text: string;
  href: string;
}

export type LegalText = string | readonly (string | LegalLink)[];

/** One purpose of processing, the way the Act asks it to be explained. */
export interface ProcessingActivity {
  id: string;
  title: string;
  data: string;
  purpose: string;
  basis: string;
  retention: string;
}

export type LegalBlock =
  | { kind: "paragraph"; text: LegalText }
  | { kind: "list"; items: readonly LegalText[] }
  | {
      kind: "terms";
      items: readonly { term: string; text: LegalText }[];
    }
  | { kind: "processing"; items: readonly ProcessingActivity[] };

export interface LegalSection {
  /** The section's anchor, so a link can point at it (/privacy#your-rights). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  eyebrow: string;
  title: string;
  description: string;
  /** The day this version took effect (yyyy-MM-dd). */
  effective: string;
  sections: readonly LegalSection[];
}

export const paragraph = (text: LegalText): LegalBlock => ({
  kind: "paragraph",
  text,
});

export const list = (...items: LegalText[]): LegalBlock => ({
  kind: "list",
  items,
});
