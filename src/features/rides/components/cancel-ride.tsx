import { useEffect, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { MessageCircle, Phone } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";

import { site, telHref } from "@/config/site";
import type { Database } from "@/lib/database.types";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { ChoiceField } from "@/components/form/choice-field";
import { TextareaField } from "@/components/form/text-field";

import { useCancelRide } from "../api/mutations";
import {
  cancelReasons,
  cancelReasonText,
  cancelRideSchema,
  REASON_MAX,
  type CancelRideForm,
} from "../schemas";

const reasonOptions = cancelReasons.map((reason) => ({
  value: reason,
  label: reason,
}));

export interface CancelRideProps {
  reference: string;
  /** The ride's manage token; null when the signed-in rider acts from My rides. */
  token: string | null;
  canCancel: boolean;
  /** When free cancellation closes (pickup minus the operator's minutes), if known. */
  cutoffAt: string | null;
  freeCancellationMinutes: number | null;
  status: Database["public"]["Enums"]["booking_status"];
  className?: string;
}

const OPEN_STATUSES: ReadonlySet<string> = new Set(["pending", "confirmed"]);

/** After the cut-off: who to call instead, by phone or WhatsApp. */
export function CancellationClosed({
  freeCancellationMinutes,
  className,
}: {
  freeCancellationMinutes: number | null;
  className?: string;
}) {
  const minutes = freeCancellationMinutes ?? 60;
  return (
    <div
      className={cn("text-sm text-muted-foreground", className)}
      data-testid="cancellation-closed"
    >
      <p>
        Free cancellation closed {minutes}{" "}
        {minutes === 1 ? "minute" : "minutes"} before pickup. To cancel this
        ride, call us on{" "}
        <a
          href={telHref(site.phone)}
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          <Phone className="size-3.5" aria-hidden />
          {site.phone}
        </a>{" "}
        or message us on{" "}
        <a
          href={site.whatsappUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          <MessageCircle className="size-3.5" aria-hidden />
          WhatsApp
        </a>
        .
      </p>
    </div>
  );
}

function CancelRideDialogBody({
  reference,
  token,
  onDone,
}: {
  reference: string;
  token: string | null;
  onDone: () => void;
}) {
  const cancel = useCancelRide();
  const form = useForm<CancelRideForm>({
    resolver: zodResolver(cancelRideSchema),
    defaultValues: { choice: undefined, details: "" },
  });
  const choice = useWatch({ control: form.control, name: "choice" });
  const onSubmit = form.handleSubmit((values) =>
    cancel.mutate(
      {
        reference,
        token,
        reason: cancelReasonText(cancelRideSchema.parse(values)),
      },
      // A refusal keeps the dialog and what was typed; the toast says why.
      { onSuccess: onDone },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <ChoiceField
        control={form.control}
        name="choice"
        label="Why are you cancelling?"
        required
        options={reasonOptions}
      />
      {choice === "Other" ? (
        <TextareaField
          control={form.control}
          name="details"
          label="Tell us more"
          // On the dialog's card the shared error red falls short of AA contrast; the lighter one passes.
          className="[&_[data-slot=field-error]]:text-danger"
          description={`Up to ${REASON_MAX} characters.`}
          required
          rows={3}
          maxLength={REASON_MAX + 100}
        />
      ) : null}
      <DialogFooter>
        <Button
          type="button"
          variant="ghost"
          onClick={onDone}
          disabled={cancel.isPending}
        >
          Keep my ride
        </Button>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? "Cancelling..." : "Cancel ride"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Whether free cancellation has closed, turning true by itself at the cut-off. */
function useCutoffPassed(cutoffAt: string | null): boolean {
  const cutoff = cutoffAt === null ? null : Date.parse(cutoffAt);
  const [passedAt, setPassedAt] = useState<number | null>(() =>
    cutoff !== null && cutoff <= Date.now() ? cutoff : null,
  );
  useEffect(() => {
    if (cutoff === null || passedAt === cutoff) return;
    const wait = cutoff - Date.now();
    // Timers longer than about 24.8 days overflow; a page open that long reloads its data anyway.
    if (wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setPassedAt(cutoff), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [cutoff, passedAt]);
  return cutoff !== null && passedAt === cutoff;
}

/**
 * The rider's cancel control: before the cut-off a confirmation dialog asking why; after it, the
 * plain sentence saying free cancellation has closed and whom to call. The database has the last
 * word either way (a refusal arrives as a toast and the dialog keeps what was typed).
 */
export function CancelRide({
  reference,
  token,
  canCancel,
  cutoffAt,
  freeCancellationMinutes,
  status,
  className,
}: CancelRideProps) {
  const [open, setOpen] = useState(false);
  const cutoffPassed = useCutoffPassed(cutoffAt);
  if (!OPEN_STATUSES.has(status)) return null;
  const beforeCutoff = canCancel && !cutoffPassed;
  if (!beforeCutoff && !open)
    return (
      <CancellationClosed
        freeCancellationMinutes={freeCancellationMinutes}
        className={className}
      />
    );
  return (
    <div className={className}>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Cancel ride ${reference}`}
      >
        Cancel ride
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel ride {reference}?</DialogTitle>
            <DialogDescription>
              {freeCancellationMinutes !== null
                ? `Cancelling is free until ${freeCancellationMinutes} minutes before pickup. `
                : ""}
              Tell us why, so we can do better.
            </DialogDescription>
          </DialogHeader>
          {open ? (
            <CancelRideDialogBody
              reference={reference}
              token={token}
              onDone={() => setOpen(false)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
