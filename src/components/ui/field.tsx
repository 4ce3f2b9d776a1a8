import * as React from "react";

import { cn } from "@/lib/utils";
import { Label } from "@/components/ui/label";
import { slotPart } from "@/components/ui/slot-part";

/** One form field: label, control, optional description and error, stacked. */
const Field = slotPart("div", "field", "group/field grid gap-2");

const FieldLabel = slotPart(Label, "field-label", "text-foreground/90");

const FieldDescription = slotPart(
  "p",
  "field-description",
  "text-xs text-muted-foreground",
);

/** Renders nothing without a message, so it can always sit under its control. */
function FieldError({
  className,
  children,
  ...props
}: React.ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p
      data-slot="field-error"
      role="alert"
      className={cn("text-sm font-medium text-danger", className)}
      {...props}
    >
      {children}
    </p>
  );
}

export { Field, FieldDescription, FieldError, FieldLabel };
