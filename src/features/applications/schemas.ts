import { emailSchema } from "@/lib/email";
import { isNigerianMobile } from "@/lib/phone";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "@/lib/storable-text";
import { z } from "@/lib/zod";

import {
  attachmentContentProblem,
  attachmentProblem,
  resumeRule,
  salesDocumentRule,
  type AttachmentRule,
} from "./attachments";

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `Keep this under ${max} characters.`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}

function requiredText(message: string, max: number) {
  return optionalText(max).min(1, message);
}

const email = emailSchema({
  required: "Email is required.",
  invalid: "Enter a valid email address, e.g. ada@example.com.",
});

const phone = z
  .string()
  .trim()
  .min(1, "Phone is required.")
  .refine(
    (value) => value === "" || isNigerianMobile(value),
    "Enter a Nigerian mobile number, e.g. 0803 123 4567 or +234 803 123 4567.",
  );

function attachment(rule: AttachmentRule) {
  return z
    .custom<File | null>(
      (value) => value === null || value instanceof File,
      "Choose a file.",
    )
    .superRefine(async (file, ctx) => {
      if (!file) return;
      const problem =
        attachmentProblem(file, rule) ??
        (await attachmentContentProblem(file, rule));
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

export const driverApplicationFormSchema = z.object({
  fullName: requiredText("Full name is required.", 120),
  email,
  phone,
  homeAddress: optionalText(300),
  experienceYears: z
    .string()
    .trim()
    .regex(/^\d{0,2}$/, "Enter your years of driving as a whole number."),
  bio: optionalText(3000),
  resume: attachment(resumeRule),
});

export type DriverApplicationFormValues = z.input<
  typeof driverApplicationFormSchema
>;

export const driverApplicationDefaults: DriverApplicationFormValues = {
  fullName: "",
  email: "",
  phone: "",
  homeAddress: "",
  experienceYears: "",
  bio: "",
  resume: null,
};

export const salesRequestFormSchema = z.object({
  companyName: requiredText("Company name is required.", 200),
  contactPerson: requiredText("Contact person is required.", 120),
  email,
  phone,
  requirements: optionalText(5000),
  documents: attachment(salesDocumentRule),
});

export type SalesRequestFormValues = z.input<typeof salesRequestFormSchema>;

export const salesRequestDefaults: SalesRequestFormValues = {
  companyName: "",
  contactPerson: "",
  email: "",
  phone: "",
  requirements: "",
  documents: null,
};

export const contactFormSchema = z.object({
  name: requiredText("Name is required.", 120),
  email,
  subject: requiredText("Subject is required.", 200),
  message: requiredText("Message is required.", 5000),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;

export const contactDefaults: ContactFormValues = {
  name: "",
  email: "",
  subject: "",
  message: "",
};
