import { TextareaField, TextField } from "@/components/form/text-field";

import { useSendContactMessage } from "../api/mutations";
import { useSubmissionForm } from "../hooks/use-submission-form";
import { contactDefaults, contactFormSchema } from "../schemas";
import { FormCard } from "./form-card";

export const CONTACT_DRAFT_KEY = "ekoluxe:draft:contact";

export function ContactForm() {
  const mutation = useSendContactMessage();
  const { form, onSubmit, pending } = useSubmissionForm({
    schema: contactFormSchema,
    defaults: contactDefaults,
    draftKey: CONTACT_DRAFT_KEY,
    required: ["name", "email", "subject", "message"],
    mutation,
    sent: [
      "Message Sent",
      "Thank you for reaching out. We'll get back to you shortly.",
    ],
  });
  const { control } = form;

  return (
    <FormCard
      title="Send us a message"
      titleId="contact-form-title"
      description="We answer every message, usually the same day."
      onSubmit={onSubmit}
      pending={pending}
      submitLabel="Send Message"
      pendingLabel="Sending..."
    >
      <TextField
        control={control}
        name="name"
        label="Name"
        required
        autoComplete="name"
      />
      <TextField
        control={control}
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="email"
      />
      <TextField
        control={control}
        name="subject"
        label="Subject"
        required
        className="sm:col-span-2"
      />
      <TextareaField
        control={control}
        name="message"
        label="Message"
        required
        rows={6}
        className="sm:col-span-2"
      />
    </FormCard>
  );
}
