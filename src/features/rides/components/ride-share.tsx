import { useId, useRef, useState } from "react";
import { Check, Copy, MessageCircle, Share2 } from "lucide-react";

import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { Button } from "@/components/ui/button";

interface RideShareProps {
  reference: string;
  shareToken: string;
}

type Copied = "idle" | "copied" | "failed";

/**
 * Lets the rider send the view-only link (no fare, no actions) to family: the phone's own share
 * sheet where the browser has one, otherwise WhatsApp and copy-link. A share sheet the rider
 * closes is not an error; one that fails opens the fallbacks instead.
 */
export function RideShare({ reference, shareToken }: RideShareProps) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<Copied>("idle");
  const linkRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const linkId = useId();
  const url = new URL(
    paths.ride.href(reference, shareToken),
    window.location.origin,
  ).href;
  const text = `Follow my ${site.name} ride ${reference} live:`;

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({
          title: `${site.name} ride ${reference}`,
          text,
          url,
        });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError")
          return;
        // No share sheet after all (permission, unsupported data): offer the other ways.
      }
    }
    setOpen((value) => !value);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      // Without clipboard access the link is selected, ready for the phone's own copy.
      linkRef.current?.select();
      setCopied("failed");
    }
  }

  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="outline"
        onClick={() => void share()}
        aria-expanded={typeof navigator.share === "function" ? undefined : open}
        aria-controls={open ? panelId : undefined}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <Share2 aria-hidden="true" />
        Share ride
      </Button>
      {open ? (
        <div
          id={panelId}
          className="grid gap-3 rounded-xl border border-border bg-background/60 p-4"
        >
          <p className="text-sm text-muted-foreground">
            Send family this view-only link: they can follow the ride, but not
            see the fare or change anything.
          </p>
          <label htmlFor={linkId} className="text-sm font-medium">
            View-only link
          </label>
          <input
            id={linkId}
            ref={linkRef}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 font-mono text-xs text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          />
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <a
                href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
                target="_blank"
                rel="noreferrer"
              >
                <MessageCircle aria-hidden="true" />
                Send on WhatsApp
              </a>
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => void copy()}
            >
              {copied === "copied" ? (
                <Check aria-hidden="true" />
              ) : (
                <Copy aria-hidden="true" />
              )}
              Copy link
            </Button>
          </div>
          <p role="status" className="min-h-5 text-sm text-muted-foreground">
            {copied === "copied"
              ? "Link copied."
              : copied === "failed"
                ? "Copying is blocked here: the link is selected, copy it from the box."
                : ""}
          </p>
        </div>
      ) : null}
    </div>
  );
}
