import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { z } from "@/lib/zod";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/form/date-field";

import { useSetDocumentExpiry } from "../api/document-mutations";
import type { DocumentKind } from "../types";

const expirySchema = z.object({
  expiresOn: z.union([z.iso.date(), z.literal("")]),
});
type ExpiryValues = z.infer<typeof expirySchema>;

/** The document's expiry date; the licence's is the driver's licence expiry, so it is required. */
export function DocumentExpiryForm({
  target,
  label,
  expiresOn,
}: {
  target: { driverId: string; driverName: string; kind: DocumentKind };
  label: string;
  expiresOn: string | null;
}) {
  const save = useSetDocumentExpiry();
  const required = target.kind === "license";
  const form = useForm<ExpiryValues>({
    resolver: zodResolver(
      required
        ? expirySchema.refine((v) => v.expiresOn !== "", {
            path: ["expiresOn"],
            message: "Choose the licence expiry date.",
          })
        : expirySchema,
    ),
    values: { expiresOn: expiresOn ?? "" },
  });
  const onSubmit = form.handleSubmit(({ expiresOn: next }) =>
    save.mutate({ ...target, expiresOn: next || null }),
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-2"
    >
      <DateField
        control={form.control}
        name="expiresOn"
        label={`${label} expiry date`}
        required={required}
        className="w-full sm:w-56"
      />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={save.isPending || !form.formState.isDirty}
      >
        {save.isPending ? "Saving..." : "Save date"}
      </Button>
    </form>
  );
}
