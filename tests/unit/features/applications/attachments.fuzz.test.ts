import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  attachmentContentProblem,
  resumeRule,
  salesDocumentRule,
} from "@/features/applications/attachments";

import {
  fixtureBytes,
  type DocumentFixture,
} from "../../../component/applications/document-files";

// The signatures the formats' own specifications put at byte 0.
const SIGNATURES: Record<string, number[]> = {
  pdf: [...new TextEncoder().encode("%PDF")],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  docx: [0x50, 0x4b, 0x03, 0x04],
  zip: [0x50, 0x4b, 0x03, 0x04],
};
const FIXTURES: DocumentFixture[] = [
  "resume.pdf",
  "resume.doc",
  "resume.docx",
  "resume-single-quoted.docx",
  "documents.zip",
];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** Random bytes, a real signature followed by noise, or a real document with bytes overwritten. */
const contents = fc.oneof(
  fc.uint8Array({ maxLength: 4096 }),
  fc
    .tuple(
      fc.constantFrom(...Object.values(SIGNATURES)),
      fc.uint8Array({ maxLength: 4096 }),
    )
    .map(([signature, rest]) => Uint8Array.from([...signature, ...rest])),
  fc
    .tuple(
      fc.constantFrom(...FIXTURES),
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), {
        maxLength: 8,
      }),
    )
    .map(([fixture, edits]) => {
      const bytes = fixtureBytes(fixture);
      for (const [at, value] of edits) bytes[at % bytes.length] = value;
      return bytes;
    }),
);

describe("attachment bytes, fuzzed", () => {
  it("never throw, and are accepted only behind their format's signature", async () => {
    await fc.assert(
      fc.asyncProperty(
        contents,
        fc.constantFrom("pdf", "doc", "docx", "zip"),
        fc.constantFrom(resumeRule, salesDocumentRule),
        async (bytes, extension, rule) => {
          const file = new File([bytes], `upload.${extension}`);
          const problem = await attachmentContentProblem(file, rule);
          if (problem === null)
            expect(startsWith(bytes, SIGNATURES[extension]!)).toBe(true);
          else expect(problem).toMatch(/^“upload\.\w+” is not a /);
        },
      ),
      { numRuns: 300 },
    );
  });
});
