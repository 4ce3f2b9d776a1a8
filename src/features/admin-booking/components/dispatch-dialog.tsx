import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { FormDialog } from "@/components/form-dialog";

import { useAssignBooking } from "../api/mutations";
import { bookingsAdminQueries } from "../api/queries";
import { overrideReasonError } from "../schemas";
import type {
  BookingDetail,
  BookingPanelProps,
  DispatchCandidate,
} from "../types";
import { BookingSummary } from "./booking-summary";
import { CandidateOption } from "./candidate-option";
import { DispatchQueueNav } from "./dispatch-queue-nav";
import { OverrideReasonField } from "./override-reason-field";

/**
 * Assign (or reassign) a booking's driver and vehicle from the ranked candidates. Given the queue
 * of bookings waiting for a driver, the dialog moves through it: Previous and Next, and on to the
 * next one after each assignment.
 */
export function DispatchDialog({
  bookingId,
  open,
  onOpenChange,
  queue,
}: BookingPanelProps & { queue?: readonly string[] }) {
  return (
    <FormDialog
      open={open && bookingId !== null}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      title="Assign driver"
      description="Nearest available drivers first. Drivers who cannot take this ride are greyed out with the reason."
    >
      {bookingId && (
        <DispatchFlow
          first={bookingId}
          queue={queue}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function DispatchFlow({
  first,
  queue,
  onDone,
}: {
  first: string;
  queue: readonly string[] | undefined;
  onDone: () => void;
}) {
  const [waiting, setWaiting] = useState<readonly string[]>(() =>
    queue?.includes(first) ? queue : [first],
  );
  const [index, setIndex] = useState(() => Math.max(0, waiting.indexOf(first)));
  const current = waiting[index] ?? first;

  function assigned() {
    const rest = waiting.filter((id) => id !== current);
    if (rest.length === 0) return onDone();
    setWaiting(rest);
    setIndex(Math.min(index, rest.length - 1));
  }

  return (
    <>
      {waiting.length > 1 && (
        <DispatchQueueNav
          index={index}
          count={waiting.length}
          onMove={setIndex}
        />
      )}
      <DispatchBody
        key={current}
        bookingId={current}
        onAssigned={assigned}
        onCancel={onDone}
      />
    </>
  );
}

function DispatchBody({
  bookingId,
  onAssigned,
  onCancel,
}: {
  bookingId: string;
  onAssigned: () => void;
  onCancel: () => void;
}) {
  const name = useId();
  const booking = useQuery(bookingsAdminQueries.detail(bookingId));
  const candidates = useQuery(bookingsAdminQueries.candidates(bookingId));
  const [chosen, setChosen] = useState<string | null>(null);
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const assign = useAssignBooking();
  const selected =
    candidates.data?.find(
      (candidate) =>
        candidate.driver_id === chosen &&
        (candidate.assignable || candidate.overridable),
    ) ?? null;
  const needsReason = selected?.overridable === true;
  const reasonError = needsReason ? overrideReasonError(reason) : null;
  const pending = booking.data?.status === "pending";

  function submit(confirm: boolean) {
    if (!selected?.vehicle_id) return;
    if (reasonError) return setTried(true);
    assign.mutate(
      {
        bookingId,
        driverId: selected.driver_id,
        vehicleId: selected.vehicle_id,
        confirm,
        overrideReason: needsReason ? reason : undefined,
      },
      {
        onSuccess: (updated) => {
          notify(
            "Driver Assigned",
            updated.status === "confirmed" && confirm
              ? `${selected.driver_name} will drive ${updated.reference}. The booking is confirmed and the rider has been sent their chauffeur's details.`
              : `${selected.driver_name} will drive ${updated.reference}.`,
          );
          onAssigned();
        },
      },
    );
  }

  const blocked = !selected || !booking.data || assign.isPending;
  return (
    <>
      {booking.data ? (
        <BookingSummary booking={booking.data} />
      ) : (
        <Skeleton className="h-20 w-full" />
      )}
      <CandidateList
        name={name}
        query={candidates}
        booking={booking.data}
        chosen={selected?.driver_id ?? null}
        onChoose={setChosen}
      />
      {needsReason && selected.reason && (
        <OverrideReasonField
          refusal={selected.reason}
          value={reason}
          error={tried ? reasonError : null}
          onChange={setReason}
        />
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        {pending ? (
          <>
            <Button
              variant="outline"
              onClick={() => submit(false)}
              disabled={blocked}
            >
              Assign only
            </Button>
            <Button onClick={() => submit(true)} disabled={blocked}>
              {assign.isPending ? "Assigning..." : "Assign & confirm"}
            </Button>
          </>
        ) : (
          <Button onClick={() => submit(false)} disabled={blocked}>
            {assign.isPending ? "Assigning..." : "Assign"}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

function CandidateList({
  name,
  query,
  booking,
  chosen,
  onChoose,
}: {
  name: string;
  query: ReturnType<typeof useQuery<DispatchCandidate[]>>;
  booking: BookingDetail | undefined;
  chosen: string | null;
  onChoose: (driverId: string) => void;
}) {
  if (query.isPending)
    return (
      <div className="grid gap-2" role="status" aria-label="Loading">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-20 w-full" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p>Error fetching drivers</p>
        <Button size="sm" variant="outline" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (query.data.length === 0)
    return <p className="text-sm text-muted-foreground">No drivers yet.</p>;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Drivers</legend>
      <ul className="grid max-h-[50dvh] gap-2 overflow-y-auto pr-1">
        {query.data.map((candidate) => (
          <CandidateOption
            key={candidate.driver_id}
            candidate={candidate}
            name={name}
            checked={chosen === candidate.driver_id}
            current={booking?.driver_id === candidate.driver_id}
            onSelect={() => onChoose(candidate.driver_id)}
          />
        ))}
      </ul>
    </fieldset>
  );
}
