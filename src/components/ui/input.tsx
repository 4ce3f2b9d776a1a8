import * as React from "react";

import { useHydrated } from "@/hooks/use-hydrated";
import { cn } from "@/lib/utils";

function Input({
  className,
  type,
  readOnly,
  ...props
}: React.ComponentProps<"input">) {
  // A pre-rendered field takes typing once the page is live: text typed before that would be
  // replaced as the form takes over the field.
  const live = useHydrated();
  return (
    <input
      type={type}
      readOnly={readOnly || !live}
      data-slot="input"
      className={cn(
        "flex h-11 w-full min-w-0 rounded-lg border border-input bg-background/60 px-3.5 py-2 text-base text-foreground shadow-soft transition-[color,border-color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/30",
        className,
      )}
      {...props}
    />
  );
}

export { Input };
