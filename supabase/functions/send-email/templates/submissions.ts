import type {
  ContactData,
  ContactSalesData,
  DriverApplicationData,
} from "../schemas.ts";
import { oneLine } from "./format.ts";
import type { Detail, EmailContent } from "./layout.ts";

function attachment(path: string | null | undefined): Detail[] {
  return path ? [{ label: "Attachment", value: path }] : [];
}

/** Operations: someone applied to drive. */
export function driverApplicationNotice(
  data: DriverApplicationData,
): EmailContent {
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
      { label: "Phone", value: data.phone },
      ...attachment(data.attachment_path),
    ],
    block: data.message
      ? { label: "About the applicant", value: data.message }
      : undefined,
    closing: ["Reply to this e-mail to answer the applicant directly."],
  };
}

/** Operations: a business asked the sales team to get in touch. */
export function contactSalesNotice(data: ContactSalesData): EmailContent {
  return {
    subject: oneLine(`Sales request: ${data.company_name}`),
    preheader: `${data.name} from ${data.company_name} asked about corporate rides.`,
    heading: "New sales request",
    paragraphs: ["A business filled in the Contact Sales form."],
    details: [
      { label: "Company", value: data.company_name },
      { label: "Contact person", value: data.name },
      { label: "E-mail", value: data.email },
      { label: "Phone", value: data.phone },
      ...attachment(data.attachment_path),
    ],
    block: data.service_requirements
      ? { label: "Requirements", value: data.service_requirements }
      : undefined,
    closing: ["Reply to this e-mail to answer the contact person directly."],
  };
}

/** Operations: a message from the contact page. */
export function contactNotice(data: ContactData): EmailContent {
  return {
    subject: oneLine(`Contact message: ${data.subject}`),
    preheader: `${data.name} wrote through the contact page.`,
    heading: "New message from the contact page",
    paragraphs: [],
    details: [
      { label: "Name", value: data.name },
      { label: "E-mail", value: data.email },
      { label: "Subject", value: data.subject },
    ],
    block: { label: "Message", value: data.message },
    closing: ["Reply to this e-mail to answer them directly."],
  };
}
