import { NumberField } from "@/components/form/number-field";
import { TextareaField, TextField } from "@/components/form/text-field";

import { useSubmitDriverApplication } from "../api/mutations";
import { resumeRule } from "../attachments";
import { useSubmissionForm } from "../hooks/use-submission-form";
import {
  driverApplicationDefaults,
  driverApplicationFormSchema,
} from "../schemas";
import { AttachmentField } from "./attachment-field";
import { FormCard } from "./form-card";

export const DRIVER_APPLICATION_DRAFT_KEY = "ekoluxe:draft:driver-application";

export function DriverApplicationForm() {
  const mutation = useSubmitDriverApplication();
  const { form, onSubmit, pending } = useSubmissionForm({
    schema: driverApplicationFormSchema,
    defaults: driverApplicationDefaults,
    draftKey: DRIVER_APPLICATION_DRAFT_KEY,
    required: ["fullName", "email", "phone"],
    mutation,
    sent: [
      "Application Submitted",
      "Thank you for applying. Our recruitment team will call you within five working days.",
    ],
  });
  const { control } = form;

  return (
    <FormCard
      title="Your application"
      titleId="driver-application-title"
      description="It takes about five minutes."
      onSubmit={onSubmit}
      pending={pending}
      submitLabel="Submit Application"
      pendingLabel="Submitting..."
    >
      <TextField
        control={control}
        name="fullName"
        label="Full Name"
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
      <NumberField
        control={control}
        name="experienceYears"
        label="Years of Driving Experience"
        min={0}
        max={99}
      />
      <TextField
        control={control}
        name="homeAddress"
        label="Home Address"
        autoComplete="street-address"
        placeholder="e.g. 12 Admiralty Way, Lekki"
        className="sm:col-span-2"
      />
      <TextareaField
        control={control}
        name="bio"
        label="Short Bio"
        rows={5}
        description="Where you have driven before, the vehicles you know, and why you want to drive with us."
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <AttachmentField
          control={control}
          trigger={form.trigger}
          name="resume"
          label="Resume"
          description="PDF/DOC/DOCX up to 5MB"
          rule={resumeRule}
          prompt="Drop your resume here, or click to browse"
        />
      </div>
    </FormCard>
  );
}
