import { useState } from "react";
import { Check, Copy } from "lucide-react";

import { Button } from "@/components/ui/button";

/** The TOTP secret in groups of four, for typing into an app that cannot scan. */
export function SecretKey({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  const grouped = secret.match(/.{1,4}/g)?.join(" ") ?? secret;

  function copy() {
    void navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium text-foreground">Secret key</p>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 rounded-md border border-border bg-muted/40 px-3 py-2 font-mono text-sm tracking-wider break-all text-foreground select-all">
          {grouped}
        </code>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={copied ? "Secret key copied" : "Copy secret key"}
          onClick={copy}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        </Button>
      </div>
    </div>
  );
}
