import { TextareaField, TextField } from "@/components/form/text-field";

import { useSubmitSalesRequest } from "../api/mutations";
import { salesDocumentRule } from "../attachments";
import { useSubmissionForm } from "../hooks/use-submission-form";
import { salesRequestDefaults, salesRequestFormSchema } from "../schemas";
import { AttachmentField } from "./attachment-field";
import { FormCard } from "./form-card";

export const SALES_REQUEST_DRAFT_KEY = "ekoluxe:draft:sales-request";

export function SalesRequestForm() {
  const mutation = useSubmitSalesRequest();
  const { form, onSubmit, pending } = useSubmissionForm({
    schema: salesRequestFormSchema,
    defaults: salesRequestDefaults,
    draftKey: SALES_REQUEST_DRAFT_KEY,
    required: ["companyName", "contactPerson", "email", "phone"],
    mutation,
    sent: [
      "Request Submitted",
      "Thank you. Our sales team will contact you within one working day.",
    ],
  });
  const { control } = form;

  return (
    <FormCard
      title="Tell us about your company"
      titleId="sales-request-title"
      description="We reply within one working day."
      onSubmit={onSubmit}
      pending={pending}
      submitLabel="Submit Request"
      pendingLabel="Submitting..."
    >
      <TextField
        control={control}
        name="companyName"
        label="Company Name"
        required
        autoComplete="organization"
      />
      <TextField
        control={control}
        name="contactPerson"
        label="Contact Person"
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
        name="phone"
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        placeholder="e.g. 0803 123 4567"
      />
      <TextareaField
        control={control}
        name="requirements"
        label="Service Requirements"
        rows={6}
        description="Who travels, how often, which routes or airports, and any vehicle preferences."
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <AttachmentField
          control={control}
          trigger={form.trigger}
          name="documents"
          label="Supporting Documents"
          description="PDF/DOC/DOCX/ZIP up to 10MB"
          rule={salesDocumentRule}
          prompt="Drop a brief or RFP here, or click to browse"
        />
      </div>
    </FormCard>
  );
}
