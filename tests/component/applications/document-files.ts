/**
 * Real documents in ./files: a PDF printed by Chromium, a Word 97-2003 compound file (`file`
 * reads it as "CDFV2 Microsoft Word"), two DOCX packages (the second quotes its XML attributes
 * with ' — valid XML that the detector cannot read, so it reports a plain ZIP), and a ZIP holding
 * a text file and a DOCX.
 */
export type DocumentFixture =
  | "resume.pdf"
  | "resume.doc"
  | "resume.docx"
  | "resume-single-quoted.docx"
  | "documents.zip";

// The unit and component projects type-check without Node's types; this is the one Node call
// they need. (`new URL(literal, import.meta.url)` would be rewritten by Vite as an asset URL.)
const { readFileSync } = (
  globalThis as unknown as {
    process: {
      getBuiltinModule(id: "node:fs"): {
        readFileSync(path: URL): Uint8Array<ArrayBuffer>;
      };
    };
  }
).process.getBuiltinModule("node:fs");
const here = import.meta.url;

const contentTypes: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  zip: "application/zip",
};

function typeFor(name: string) {
  return contentTypes[name.split(".").pop()!.toLowerCase()] ?? "";
}

export function fixtureBytes(fixture: DocumentFixture) {
  return new Uint8Array(readFileSync(new URL(`files/${fixture}`, here)));
}

/** A fixture as the browser hands it over, under any name and with the type the name suggests. */
export function documentFile(
  fixture: DocumentFixture,
  name: string = fixture,
  type: string = typeFor(name),
) {
  return new File([fixtureBytes(fixture)], name, { type });
}

/** The first bytes of a Windows program: a DOS header pointing at a PE signature. */
function windowsProgramBytes() {
  const bytes = new Uint8Array(512);
  bytes.set([0x4d, 0x5a]); // MZ
  new DataView(bytes.buffer).setUint32(0x3c, 0x80, true);
  bytes.set([0x50, 0x45, 0x00, 0x00, 0x4c, 0x01], 0x80); // PE, i386
  return bytes;
}

/** Files whose name promises a document and whose bytes are something else. */
export const impostors = {
  program: (name = "resume.pdf") =>
    new File([windowsProgramBytes()], name, { type: typeFor(name) }),
  webPage: (name = "resume.pdf") =>
    new File(
      ["<!doctype html><html><body><script>alert(1)</script></body></html>"],
      name,
      { type: typeFor(name) },
    ),
  text: (name = "resume.docx") =>
    new File(["Chinedu Okafor, chauffeur"], name, { type: typeFor(name) }),
};
