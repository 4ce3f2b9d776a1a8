import type { TablesInsert } from "@/lib/database.types";
import { normalizeNigerianPhone } from "@/lib/phone";

import type {
  ContactFormValues,
  DriverApplicationFormValues,
  SalesRequestFormValues,
} from "./schemas";

export type Submission = TablesInsert<"contact_submissions">;

/** The `send-email` template for each kind of submission. */
export type SubmissionEmail =
  "driver_application" | "contact_sales" | "contact";

/**
 * The submission with an id of the browser's own making: the public may insert a submission but
 * never read it back, and the id is how the e-mail function finds the stored row.
 */
export function withSubmissionId(
  submission: Submission,
  id: string = crypto.randomUUID(),
): Submission & { id: string } {
  return { ...submission, id };
}

/** What send-email is asked: the notice about this stored row, built from the row itself. */
export function submissionEmailRequest(type: SubmissionEmail, id: string) {
  return { type, data: { id } };
}

const blankToNull = (value: string) => value.trim() || null;

/** The spec's driver `message`: address, experience and bio in one readable text. */
export function driverApplicationMessage(
  values: Pick<
    DriverApplicationFormValues,
    "homeAddress" | "experienceYears" | "bio"
  >,
): string {
  return [
    `Home address: ${values.homeAddress.trim() || "Not given"}`,
    `Years of driving experience: ${values.experienceYears.trim() || "Not given"}`,
    "",
    "Short bio:",
    values.bio.trim() || "Not given",
  ].join("\n");
}

export function driverApplicationSubmission(
  values: DriverApplicationFormValues,
  attachmentPath: string | null,
): Submission {
  return {
    form_type: "apply_to_drive",
    name: values.fullName.trim(),
    email: values.email.trim(),
    phone: normalizeNigerianPhone(values.phone),
    message: driverApplicationMessage(values),
    attachment_path: attachmentPath,
  };
}

export function salesRequestSubmission(
  values: SalesRequestFormValues,
  attachmentPath: string | null,
): Submission {
  return {
    form_type: "contact_sales",
    company_name: values.companyName.trim(),
    name: values.contactPerson.trim(),
    email: values.email.trim(),
    phone: normalizeNigerianPhone(values.phone),
    service_requirements: blankToNull(values.requirements),
    attachment_path: attachmentPath,
  };
}

export function contactSubmission(values: ContactFormValues): Submission {
  return {
    form_type: "contact",
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}
