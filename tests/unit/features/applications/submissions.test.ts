import { describe, expect, it } from "vitest";

import {
  acceptAttribute,
  attachmentContentType,
  attachmentPath,
  resumeRule,
  salesDocumentRule,
} from "@/features/applications/attachments";
import {
  contactSubmission,
  driverApplicationMessage,
  driverApplicationSubmission,
  salesRequestSubmission,
  submissionEmailRequest,
  withSubmissionId,
} from "@/features/applications/submissions";

describe("attachments", () => {
  it("names uploads by a fresh id under the form's folder, keeping the extension", () => {
    const file = new File(["x"], "My CV.DOCX");
    expect(
      attachmentPath(file, resumeRule, "1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b"),
    ).toBe("applications/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b.docx");
    expect(
      attachmentPath(new File(["x"], "rfp.zip"), salesDocumentRule),
    ).toMatch(/^requests\/[0-9a-f-]{36}\.zip$/);
  });

  it("sends the canonical content type for the extension", () => {
    expect(
      attachmentContentType(
        new File(["x"], "cv.doc", { type: "" }),
        resumeRule,
      ),
    ).toBe("application/msword");
    expect(
      attachmentContentType(
        new File(["x"], "a.zip", { type: "application/x-zip-compressed" }),
        salesDocumentRule,
      ),
    ).toBe("application/zip");
  });

  it("tells the picker which files to offer", () => {
    expect(acceptAttribute(resumeRule)).toContain(
      ".pdf,application/pdf,.doc,application/msword,.docx,",
    );
    expect(acceptAttribute(salesDocumentRule)).toContain(
      ".zip,application/zip",
    );
  });
});

describe("submission rows", () => {
  it("composes the driver message from address, experience and bio", () => {
    expect(
      driverApplicationMessage({
        homeAddress: " 4 Akin Adesola St ",
        experienceYears: "7",
        bio: "",
      }),
    ).toBe(
      "Home address: 4 Akin Adesola St\nYears of driving experience: 7\n\nShort bio:\nNot given",
    );
  });

  it("stores the phone in E.164 and the upload's path", () => {
    const row = driverApplicationSubmission(
      {
        fullName: "Chinedu Okafor",
        email: "chinedu@example.ng",
        phone: "0803 123 4567",
        homeAddress: "",
        experienceYears: "",
        bio: "",
        resume: null,
      },
      "applications/x.pdf",
    );
    expect(row).toMatchObject({
      form_type: "apply_to_drive",
      phone: "+2348031234567",
      attachment_path: "applications/x.pdf",
    });
  });

  it("maps the sales form to company, contact and requirements", () => {
    expect(
      salesRequestSubmission(
        {
          companyName: "Zenith",
          contactPerson: "Funmi",
          email: "f@z.ng",
          phone: "+234 909 555 0101",
          requirements: "  ",
          documents: null,
        },
        null,
      ),
    ).toEqual({
      form_type: "contact_sales",
      company_name: "Zenith",
      name: "Funmi",
      email: "f@z.ng",
      phone: "+2349095550101",
      service_requirements: null,
      attachment_path: null,
    });
  });

  it("keeps the contact subject and message", () => {
    expect(
      contactSubmission({
        name: "Ada",
        email: "ada@x.ng",
        subject: "Hi",
        message: "Hello",
      }),
    ).toEqual({
      form_type: "contact",
      name: "Ada",
      email: "ada@x.ng",
      subject: "Hi",
      message: "Hello",
    });
  });

  it("names each stored row with a fresh id, and asks the e-mail about that id only", () => {
    const row = contactSubmission({
      name: "Ada",
      email: "ada@x.ng",
      subject: "Hi",
      message: "Visit http://spam.example",
    });
    const first = withSubmissionId(row);
    const second = withSubmissionId(row);
    expect(first).toEqual({
      ...row,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(second.id).not.toBe(first.id);
    expect(submissionEmailRequest("contact", first.id)).toEqual({
      type: "contact",
      data: { id: first.id },
    });
  });
});
