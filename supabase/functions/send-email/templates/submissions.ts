import type { SubmissionRecord } from "../store.ts";
import { oneLine } from "./format.ts";
import type { Detail, EmailContent } from "./layout.ts";
import { plainFields } from "./plain-text.ts";

/** Every column of a submission that the public wrote; none reaches an e-mail as a link. */
const TYPED_FIELDS = [
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "company_name",
  "service_requirements",
  "attachment_path",
] as const;

function optional(label: string, value: string | null): Detail[] {
  return value ? [{ label, value }] : [];
}

/** Operations: someone applied to drive. */
function driverApplicationNotice(data: SubmissionRecord): EmailContent {
  return {
    subject: oneLine(`Driver application: ${data.name}`),
    preheader: `${data.name} applied to drive with EkoLuxe.`,
    heading: "New driver application",
    paragraphs: [
      "A driver applied through the Drive with us page. Their résumé, if attached, is in the applications bucket.",
    ],
    details: [
      { label: "Name", value: data.name },
      { label: "E-mail", value: data.email },
      ...optional("Phone", data.phone),
      ...optional("Attachment", data.attachment_path),
    ],
    block: data.message
      ? { label: "About the applicant", value: data.message }
      : undefined,
    closing: ["Reply to this e-mail to answer the applicant directly."],
  };
}

/** Operations: a business asked the sales team to get in touch. */
function contactSalesNotice(data: SubmissionRecord): EmailContent {
  const company = data.company_name ?? "";
  return {
    subject: oneLine(`Sales request: ${company}`),
    preheader: `${data.name} from ${company} asked about corporate rides.`,
    heading: "New sales request",
    paragraphs: ["A business filled in the Contact Sales form."],
    details: [
      { label: "Company", value: company },
      { label: "Contact person", value: data.name },
      { label: "E-mail", value: data.email },
      ...optional("Phone", data.phone),
      ...optional("Attachment", data.attachment_path),
    ],
    block: data.service_requirements
      ? { label: "Requirements", value: data.service_requirements }
      : undefined,
    closing: ["Reply to this e-mail to answer the contact person directly."],
  };
}

/** Operations: a message from the contact page. */
function contactNotice(data: SubmissionRecord): EmailContent {
  const subject = data.subject ?? "";
  return {
    subject: oneLine(`Contact message: ${subject}`),
    preheader: `${data.name} wrote through the contact page.`,
    heading: "New message from the contact page",
    paragraphs: [],
    details: [
      { label: "Name", value: data.name },
      { label: "E-mail", value: data.email },
      ...optional("Subject", data.subject),
    ],
    block: { label: "Message", value: data.message ?? "" },
    closing: ["Reply to this e-mail to answer them directly."],
  };
}

const NOTICES = {
  apply_to_drive: driverApplicationNotice,
  contact_sales: contactSalesNotice,
  contact: contactNotice,
} satisfies Record<
  SubmissionRecord["form_type"],
  (data: SubmissionRecord) => EmailContent
>;

/** The operations notice for a stored submission, built from the row with its text made plain. */
export function submissionNotice(stored: SubmissionRecord): EmailContent {
  return NOTICES[stored.form_type](plainFields(stored, TYPED_FIELDS));
}
