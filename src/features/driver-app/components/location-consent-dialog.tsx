import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

const linkClass =
  "rounded-sm text-primary underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60";

const points = [
  {
    title: "What",
    text: "Your phone's position, speed and direction, every 5 seconds.",
  },
  {
    title: "When",
    text: "Only while you are On duty. Off duty, or with the app closed, nothing is sent.",
  },
  {
    title: "Who sees it",
    text: "Our dispatch team, to give you the nearest trips, and your rider, while you drive to them and during their trip.",
  },
  {
    title: "How long",
    text: "Only your car's latest position is kept: each new one replaces the last, and no route history is stored.",
  },
] as const;

/** Asks a driver, before their first shift, to agree to sharing their position while on duty. */
export function LocationConsentDialog({
  open,
  saving,
  onAgree,
  onDecline,
}: {
  open: boolean;
  saving: boolean;
  onAgree: () => void;
  onDecline: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onDecline();
      }}
    >
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Share your location while on duty?</DialogTitle>
          <DialogDescription>
            Going on duty shares where you are with {site.name}. We ask once,
            and you can stop at any time.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid gap-3 text-sm">
          {points.map((point) => (
            <div key={point.title}>
              <dt className="font-semibold text-foreground">{point.title}</dt>
              <dd className="leading-relaxed text-muted-foreground">
                {point.text}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm leading-relaxed text-muted-foreground">
          Going off duty stops the sharing at once. To withdraw your consent,
          write to {site.email}. Details are in our{" "}
          <Link
            to={`${paths.privacy.href()}#what-we-collect`}
            target="_blank"
            rel="noopener"
            className={linkClass}
          >
            Privacy Policy
          </Link>
          .
        </p>
        <DialogFooter>
          <Button variant="outline" disabled={saving} onClick={onDecline}>
            Not now
          </Button>
          <Button
            disabled={saving}
            aria-busy={saving || undefined}
            onClick={onAgree}
          >
            {saving ? "Saving..." : "I agree"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
