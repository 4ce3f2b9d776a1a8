import * as React from "react";

import { useHydrated } from "@/hooks/use-hydrated";
import { cn } from "@/lib/utils";

function Textarea({
  className,
  readOnly,
  ...props
}: React.ComponentProps<"textarea">) {
  // As Input: typing waits until the page is live, so nothing typed is replaced.
  const live = useHydrated();
  return (
    <textarea
      readOnly={readOnly || !live}
      data-slot="textarea"
      className={cn(
        "flex field-sizing-content min-h-24 w-full rounded-lg border border-input bg-background/60 px-3.5 py-2.5 text-base text-foreground shadow-soft transition-[color,border-color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/30",
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
