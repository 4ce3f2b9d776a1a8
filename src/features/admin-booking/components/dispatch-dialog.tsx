import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { FormDialog } from "@/components/form-dialog";

import { useAssignBooking } from "../api/mutations";
import { bookingsAdminQueries } from "../api/queries";
import type {
  BookingDetail,
  BookingPanelProps,
  DispatchCandidate,
} from "../types";
import { BookingSummary } from "./booking-summary";
import { CandidateOption } from "./candidate-option";

/** Assign (or reassign) a booking's driver and vehicle from the ranked candidates. */
export function DispatchDialog({
  bookingId,
  open,
  onOpenChange,
}: BookingPanelProps) {
  return (
    <FormDialog
      open={open && bookingId !== null}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      title="Assign driver"
      description="Nearest available drivers first. Drivers who cannot take this ride are greyed out with the reason."
    >
      {bookingId && (
        <DispatchBody
          bookingId={bookingId}
          onDone={() => onOpenChange(false)}
        />
      )}
    </FormDialog>
  );
}

function DispatchBody({
  bookingId,
  onDone,
}: {
  bookingId: string;
  onDone: () => void;
}) {
  const name = useId();
  const booking = useQuery(bookingsAdminQueries.detail(bookingId));
  const candidates = useQuery(bookingsAdminQueries.candidates(bookingId));
  const [chosen, setChosen] = useState<string | null>(null);
  const assign = useAssignBooking();
  const selected =
    candidates.data?.find(
      (candidate) => candidate.driver_id === chosen && candidate.assignable,
    ) ?? null;

  function submit() {
    if (!selected?.vehicle_id) return;
    assign.mutate(
      {
        bookingId,
        driverId: selected.driver_id,
        vehicleId: selected.vehicle_id,
      },
      {
        onSuccess: (updated) => {
          notify(
            "Driver Assigned",
            `${selected.driver_name} will drive ${updated.reference}.`,
          );
          onDone();
        },
      },
    );
  }

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
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={!selected || assign.isPending}>
          {assign.isPending ? "Assigning..." : "Assign"}
        </Button>
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
