import { describe, expect, it } from "vitest";

import {
  attachmentContentProblem,
  resumeRule,
  salesDocumentRule,
} from "@/features/applications/attachments";
import { detectDocumentKind } from "@/features/applications/document-kind";
import { zipEntryNames } from "@/features/applications/zip-entry-names";

import {
  documentFile,
  fixtureBytes,
  impostors,
  type DocumentFixture,
} from "../../../component/applications/document-files";

const notAResume = (name: string) =>
  `“${name}” is not a PDF, DOC or DOCX file. Choose a PDF, DOC or DOCX file.`;
const notASalesDocument = (name: string) =>
  `“${name}” is not a PDF, DOC, DOCX or ZIP file. Choose a PDF, DOC, DOCX or ZIP file.`;

describe("detectDocumentKind", () => {
  it.each([
    ["resume.pdf", "pdf"],
    ["resume.doc", "doc"],
    ["resume.docx", "docx"],
    // The detector calls this one a ZIP; its word/ folder makes it a DOCX.
    ["resume-single-quoted.docx", "docx"],
    ["documents.zip", "zip"],
  ] as const)("reads %s as %s", async (fixture, kind) => {
    expect(await detectDocumentKind(documentFile(fixture))).toBe(kind);
  });

  it("knows nothing else: programs, web pages, text, empty files", async () => {
    for (const file of [
      impostors.program(),
      impostors.webPage(),
      impostors.text(),
      new File([], "empty.pdf"),
    ])
      expect(await detectDocumentKind(file)).toBeNull();
  });
});

describe("zipEntryNames", () => {
  it("lists the entries from the central directory", async () => {
    const names = (fixture: DocumentFixture) =>
      zipEntryNames(new Blob([fixtureBytes(fixture)]));
    expect(await names("resume-single-quoted.docx")).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "word/document.xml",
    ]);
    expect(await names("documents.zip")).toEqual([
      "requirements.txt",
      "company-profile.docx",
    ]);
  });

  it("answers null for what is not a ZIP or is cut short", async () => {
    expect(await zipEntryNames(new Blob([fixtureBytes("resume.pdf")]))).toBe(
      null,
    );
    const zip = fixtureBytes("documents.zip");
    expect(await zipEntryNames(new Blob([zip.slice(0, zip.length - 30)]))).toBe(
      null,
    );
    expect(await zipEntryNames(new Blob([zip.slice(200)]))).toBe(null);
  });
});

describe("attachmentContentProblem", () => {
  it.each<DocumentFixture>([
    "resume.pdf",
    "resume.doc",
    "resume.docx",
    "resume-single-quoted.docx",
  ])("accepts the resume %s", async (fixture) => {
    expect(
      await attachmentContentProblem(documentFile(fixture), resumeRule),
    ).toBeNull();
  });

  it.each([
    ["a program named resume.pdf", impostors.program("resume.pdf")],
    ["a web page named resume.pdf", impostors.webPage("resume.pdf")],
    ["a web page named resume.doc", impostors.webPage("resume.doc")],
    ["text named resume.docx", impostors.text("resume.docx")],
    [
      "a ZIP without word/ named resume.docx",
      documentFile("documents.zip", "resume.docx"),
    ],
    ["a PDF named resume.docx", documentFile("resume.pdf", "resume.docx")],
    ["a DOCX named resume.doc", documentFile("resume.docx", "resume.doc")],
  ])("refuses %s with the field's message", async (_what, file) => {
    expect(await attachmentContentProblem(file, resumeRule)).toBe(
      notAResume(file.name),
    );
  });

  it("takes ZIPs of documents, DOCX included, for a sales request", async () => {
    for (const [fixture, name] of [
      ["documents.zip", "RFP.ZIP"],
      ["resume.docx", "profile.zip"],
      ["resume.pdf", "brief.pdf"],
    ] as const)
      expect(
        await attachmentContentProblem(
          documentFile(fixture, name),
          salesDocumentRule,
        ),
      ).toBeNull();

    const program = impostors.program("brief.zip");
    expect(await attachmentContentProblem(program, salesDocumentRule)).toBe(
      notASalesDocument("brief.zip"),
    );
  });
});
