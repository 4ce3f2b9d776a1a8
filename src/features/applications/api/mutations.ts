import { useMutation } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";

import {
  attachmentContentType,
  attachmentPath,
  resumeRule,
  salesDocumentRule,
  type AttachmentRule,
} from "../attachments";
import type {
  ContactFormValues,
  DriverApplicationFormValues,
  SalesRequestFormValues,
} from "../schemas";
import {
  contactSubmission,
  driverApplicationSubmission,
  salesRequestSubmission,
  submissionEmailRequest,
  withSubmissionId,
  type Submission,
  type SubmissionEmail,
} from "../submissions";

type Supabase = Awaited<ReturnType<typeof loadSupabase>>;

async function uploadAttachment(
  supabase: Supabase,
  file: File | null,
  rule: AttachmentRule,
): Promise<string | null> {
  if (!file) return null;
  const path = attachmentPath(file, rule);
  const contentType = attachmentContentType(file, rule);
  // supabase-js sends a Blob as multipart form data, whose part type is the Blob's own; re-typing
  // it is what makes the explicit content type reach Storage (browsers report "" for some .doc).
  const body = new Blob([file], { type: contentType });
  const { error } = await supabase.storage
    .from(rule.bucket)
    .upload(path, body, { contentType, upsert: false });
  if (error) throw error;
  return path;
}

/**
 * Stores the submission under an id made here, then asks for the e-mail about that row. The
 * public may insert but never read back, so there is no `.select()`. A failed e-mail does not
 * fail the submission: it is already stored and the function records its own failures.
 */
async function submit(
  supabase: Supabase,
  submission: Submission,
  type: SubmissionEmail,
): Promise<Submission> {
  const row = withSubmissionId(submission);
  const { error } = await supabase.from("contact_submissions").insert(row);
  if (error) throw error;
  const { error: emailError } = await supabase.functions.invoke("send-email", {
    body: submissionEmailRequest(type, row.id),
  });
  if (emailError) console.warn(`send-email (${type}) failed`, emailError);
  return row;
}

const meta = { errorTitle: "Submission Failed" };

export function useSubmitDriverApplication() {
  return useMutation({
    mutationFn: async (values: DriverApplicationFormValues) => {
      const supabase = await loadSupabase();
      const path = await uploadAttachment(supabase, values.resume, resumeRule);
      const submission = driverApplicationSubmission(values, path);
      return submit(supabase, submission, "driver_application");
    },
    meta,
  });
}

export function useSubmitSalesRequest() {
  return useMutation({
    mutationFn: async (values: SalesRequestFormValues) => {
      const supabase = await loadSupabase();
      const path = await uploadAttachment(
        supabase,
        values.documents,
        salesDocumentRule,
      );
      return submit(
        supabase,
        salesRequestSubmission(values, path),
        "contact_sales",
      );
    },
    meta,
  });
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (values: ContactFormValues) =>
      submit(await loadSupabase(), contactSubmission(values), "contact"),
    meta,
  });
}
