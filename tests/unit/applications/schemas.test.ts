import { describe, expect, it } from "vitest";

import {
  contactDefaults,
  contactFormSchema,
  driverApplicationDefaults,
  driverApplicationFormSchema,
  salesRequestDefaults,
  salesRequestFormSchema,
} from "@/features/applications/schemas";

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      String(issue.path[0]),
      issue.message,
    ]),
  );
}

function file(name: string, type: string, size = 1024) {
  const value = new File(["x"], name, { type });
  Object.defineProperty(value, "size", { value: size });
  return value;
}

const applicant = {
  ...driverApplicationDefaults,
  fullName: "  Chinedu Okafor ",
  email: "chinedu@example.ng",
  phone: "0803 123 4567",
};

describe("driverApplicationFormSchema", () => {
  it("requires full name, e-mail and phone, and nothing else", () => {
    expect(
      messages(
        driverApplicationFormSchema.safeParse(driverApplicationDefaults),
      ),
    ).toEqual({
      fullName: "Full name is required.",
      email: "Email is required.",
      phone: "Phone is required.",
    });
    const parsed = driverApplicationFormSchema.parse(applicant);
    expect(parsed.fullName).toBe("Chinedu Okafor");
    expect(parsed.resume).toBeNull();
  });

  it("checks e-mail, Nigerian mobile and whole years", () => {
    const result = driverApplicationFormSchema.safeParse({
      ...applicant,
      email: "not-an-email",
      phone: "+44 7700 900123",
      experienceYears: "2.5",
    });
    expect(messages(result)).toEqual({
      email: "Enter a valid email address, e.g. ada@example.com.",
      phone:
        "Enter a Nigerian mobile number, e.g. 0803 123 4567 or +234 803 123 4567.",
      experienceYears: "Enter your years of driving as a whole number.",
    });
  });

  it.each([
    ["cv.pdf", "application/pdf"],
    ["cv.doc", "application/msword"],
    [
      "cv.DOCX",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    ["cv.docx", ""],
  ])("accepts a resume %s (%s)", (name, type) => {
    expect(
      driverApplicationFormSchema.safeParse({
        ...applicant,
        resume: file(name, type),
      }).success,
    ).toBe(true);
  });

  it.each([
    [
      "cv.zip",
      "application/zip",
      "“cv.zip” is not a PDF, DOC or DOCX file. Choose a PDF, DOC or DOCX file.",
    ],
    [
      "cv.pdf",
      "image/png",
      "“cv.pdf” is not a PDF, DOC or DOCX file. Choose a PDF, DOC or DOCX file.",
    ],
    [
      "cv",
      "",
      "“cv” is not a PDF, DOC or DOCX file. Choose a PDF, DOC or DOCX file.",
    ],
  ])("refuses a resume %s (%s)", (name, type, message) => {
    expect(
      messages(
        driverApplicationFormSchema.safeParse({
          ...applicant,
          resume: file(name, type),
        }),
      ),
    ).toEqual({
      resume: message,
    });
  });

  it("allows a resume of exactly 5 MB and refuses one byte more", () => {
    const limit = 5 * 1024 * 1024;
    expect(
      driverApplicationFormSchema.safeParse({
        ...applicant,
        resume: file("cv.pdf", "application/pdf", limit),
      }).success,
    ).toBe(true);
    expect(
      messages(
        driverApplicationFormSchema.safeParse({
          ...applicant,
          resume: file("cv.pdf", "application/pdf", limit + 1),
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

  it("requires company, contact person, e-mail and phone", () => {
    expect(
      Object.keys(
        messages(salesRequestFormSchema.safeParse(salesRequestDefaults)),
      ),
    ).toEqual(["companyName", "contactPerson", "email", "phone"]);
    expect(salesRequestFormSchema.safeParse(request).success).toBe(true);
  });

  it("accepts ZIP documents up to 10 MB", () => {
    const limit = 10 * 1024 * 1024;
    expect(
      salesRequestFormSchema.safeParse({
        ...request,
        documents: file("rfp.zip", "application/zip", limit),
      }).success,
    ).toBe(true);
    expect(
      messages(
        salesRequestFormSchema.safeParse({
          ...request,
          documents: file("rfp.zip", "application/zip", limit + 1),
        }),
      ),
    ).toEqual({
      documents:
        "“rfp.zip” is larger than 10 MB. Choose a file of 10 MB or less.",
    });
  });
});

describe("contactFormSchema", () => {
  it("requires all four fields and limits the subject", () => {
    expect(
      Object.keys(messages(contactFormSchema.safeParse(contactDefaults))),
    ).toEqual(["name", "email", "subject", "message"]);
    const result = contactFormSchema.safeParse({
      name: "Ada",
      email: "ada@example.ng",
      subject: "x".repeat(201),
      message: "Hello",
    });
    expect(messages(result)).toEqual({
      subject: "Keep this under 200 characters.",
    });
  });
});
