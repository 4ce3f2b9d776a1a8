import { describe, expect, it } from "vitest";

import { UNSTORABLE_TEXT_MESSAGE } from "@/lib/storable-text";
import {
  contactDefaults,
  contactFormSchema,
  driverApplicationDefaults,
  driverApplicationFormSchema,
  salesRequestDefaults,
  salesRequestFormSchema,
} from "@/features/applications/schemas";

import {
  documentFile,
  fixtureBytes,
  impostors,
  type DocumentFixture,
} from "../../../component/applications/document-files";

// The attachment checks read the file, so every parse is asynchronous.
async function messages(result: Promise<{ error?: { issues: unknown[] } }>) {
  const issues = ((await result).error?.issues ?? []) as {
    path: PropertyKey[];
    message: string;
  }[];
  return Object.fromEntries(
    issues.map((issue) => [String(issue.path[0]), issue.message]),
  );
}

/** A real document of exactly `size` bytes: the fixture, padded after its end. */
function paddedFile(fixture: DocumentFixture, name: string, size: number) {
  const bytes = fixtureBytes(fixture);
  return new File([bytes, new Uint8Array(size - bytes.length)], name, {
    type: documentFile(fixture, name).type,
  });
}

const applicant = {
  ...driverApplicationDefaults,
  fullName: "  Chinedu Okafor ",
  email: "chinedu@example.ng",
  phone: "0803 123 4567",
};

const NOT_A_RESUME = (name: string) =>
  `“${name}” is not a PDF, DOC or DOCX file. Choose a PDF, DOC or DOCX file.`;

describe("driverApplicationFormSchema", () => {
  it("requires full name, e-mail and phone, and nothing else", async () => {
    expect(
      await messages(
        driverApplicationFormSchema.safeParseAsync(driverApplicationDefaults),
      ),
    ).toEqual({
      fullName: "Full name is required.",
      email: "Email is required.",
      phone: "Phone is required.",
    });
    const parsed = await driverApplicationFormSchema.parseAsync(applicant);
    expect(parsed.fullName).toBe("Chinedu Okafor");
    expect(parsed.resume).toBeNull();
  });

  it("checks e-mail, Nigerian mobile and whole years", async () => {
    const result = driverApplicationFormSchema.safeParseAsync({
      ...applicant,
      email: "not-an-email",
      phone: "+44 7700 900123",
      experienceYears: "2.5",
    });
    expect(await messages(result)).toEqual({
      email: "Enter a valid email address, e.g. ada@example.com.",
      phone:
        "Enter a Nigerian mobile number, e.g. 0803 123 4567 or +234 803 123 4567.",
      experienceYears: "Enter your years of driving as a whole number.",
    });
  });

  it.each([
    ["resume.pdf", "cv.pdf", "application/pdf"],
    ["resume.doc", "cv.doc", "application/msword"],
    [
      "resume.docx",
      "cv.DOCX",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    ["resume.docx", "cv.docx", ""],
    ["resume-single-quoted.docx", "cv.docx", ""],
  ] as const)("accepts %s as a resume %s (%s)", async (fixture, name, type) => {
    const resume = documentFile(fixture, name, type);
    expect(
      await messages(
        driverApplicationFormSchema.safeParseAsync({ ...applicant, resume }),
      ),
    ).toEqual({});
  });

  it.each([
    ["cv.zip", documentFile("documents.zip", "cv.zip")],
    ["cv.pdf", documentFile("resume.pdf", "cv.pdf", "image/png")],
    ["cv", documentFile("resume.pdf", "cv", "")],
    ["setup.exe renamed cv.pdf", impostors.program("cv.pdf")],
    ["a web page renamed cv.pdf", impostors.webPage("cv.pdf")],
  ])("refuses a resume %s", async (_what, resume) => {
    expect(
      await messages(
        driverApplicationFormSchema.safeParseAsync({ ...applicant, resume }),
      ),
    ).toEqual({ resume: NOT_A_RESUME(resume.name) });
  });

  it("allows a resume of exactly 5 MB and refuses one byte more", async () => {
    const limit = 5 * 1024 * 1024;
    expect(
      await messages(
        driverApplicationFormSchema.safeParseAsync({
          ...applicant,
          resume: paddedFile("resume.pdf", "cv.pdf", limit),
        }),
      ),
    ).toEqual({});
    expect(
      await messages(
        driverApplicationFormSchema.safeParseAsync({
          ...applicant,
          resume: paddedFile("resume.pdf", "cv.pdf", limit + 1),
        }),
      ),
    ).toEqual({
      resume: "“cv.pdf” is larger than 5 MB. Choose a file of 5 MB or less.",
    });
  });
});

describe("salesRequestFormSchema", () => {
  const request = {
    ...salesRequestDefaults,
    companyName: "Zenith Logistics",
    contactPerson: "Funmi Adeyemi",
    email: "funmi@zenith.ng",
    phone: "09095550101",
  };

  it("requires company, contact person, e-mail and phone", async () => {
    expect(
      Object.keys(
        await messages(
          salesRequestFormSchema.safeParseAsync(salesRequestDefaults),
        ),
      ),
    ).toEqual(["companyName", "contactPerson", "email", "phone"]);
    expect(
      await messages(salesRequestFormSchema.safeParseAsync(request)),
    ).toEqual({});
  });

  it("accepts ZIP documents up to 10 MB", async () => {
    const limit = 10 * 1024 * 1024;
    expect(
      await messages(
        salesRequestFormSchema.safeParseAsync({
          ...request,
          documents: paddedFile("documents.zip", "rfp.zip", limit),
        }),
      ),
    ).toEqual({});
    expect(
      await messages(
        salesRequestFormSchema.safeParseAsync({
          ...request,
          documents: paddedFile("documents.zip", "rfp.zip", limit + 1),
        }),
      ),
    ).toEqual({
      documents:
        "“rfp.zip” is larger than 10 MB. Choose a file of 10 MB or less.",
    });
  });
});

describe("contactFormSchema", () => {
  it("requires all four fields and limits the subject", async () => {
    expect(
      Object.keys(
        await messages(contactFormSchema.safeParseAsync(contactDefaults)),
      ),
    ).toEqual(["name", "email", "subject", "message"]);
    const result = contactFormSchema.safeParseAsync({
      name: "Ada",
      email: "ada@example.ng",
      subject: "x".repeat(201),
      message: "Hello",
    });
    expect(await messages(result)).toEqual({
      subject: "Keep this under 200 characters.",
    });
  });

  it("refuses text Postgres cannot store (U+0000)", async () => {
    const result = contactFormSchema.safeParseAsync({
      name: "Ada",
      email: "ada@example.ng",
      subject: "Hello\u0000",
      message: "Hello",
    });
    expect(await messages(result)).toEqual({
      subject: UNSTORABLE_TEXT_MESSAGE,
    });
  });
});
