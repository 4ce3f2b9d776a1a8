import { useState, type ComponentProps } from "react";
import { Eye, EyeOff } from "lucide-react";

import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** A password input with a toggle that shows what was typed. */
export function PasswordInput({
  id,
  className,
  ...props
}: Omit<ComponentProps<typeof Input>, "type"> & { id: string }) {
  const [revealed, setRevealed] = useState(false);
  return (
    <div className="relative">
      <Input
        {...props}
        id={id}
        type={revealed ? "text" : "password"}
        className={cn("pr-12", className)}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Show"
        aria-controls={id}
        aria-pressed={revealed}
        onClick={() => setRevealed((value) => !value)}
        className="absolute top-1/2 right-1 size-9 -translate-y-1/2 text-muted-foreground"
      >
        {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </Button>
    </div>
  );
}
