import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { z } from "@/lib/zod";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/form/text-field";

import { useReviewDocument } from "../api/document-mutations";
import type { DocumentKind } from "../types";

const rejectSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Give the reason for rejecting the document.")
    .max(500, "A reason can be at most 500 characters long."),
});
type RejectValues = z.infer<typeof rejectSchema>;

/** Rejecting needs a reason, which the driver's record keeps. */
export function RejectDocumentForm({
  target,
  label,
  onDone,
}: {
  target: { driverId: string; driverName: string; kind: DocumentKind };
  label: string;
  onDone: () => void;
}) {
  const review = useReviewDocument();
  const form = useForm<RejectValues>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { reason: "" },
  });
  const onSubmit = form.handleSubmit(({ reason }) =>
    review.mutate(
      { ...target, verdict: "Rejected", reason },
      { onSuccess: onDone },
    ),
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-3 border-t border-border/60 pt-4"
    >
      <TextareaField
        control={form.control}
        name="reason"
        label={`Reason for rejecting the ${label.toLowerCase()}`}
        required
        rows={2}
      />
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          variant="destructive"
          disabled={review.isPending}
        >
          {review.isPending ? "Rejecting..." : `Reject ${label.toLowerCase()}`}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={onDone}
          disabled={review.isPending}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
