import type { RideView } from "../api/queries";
import { CancelRide } from "./cancel-ride";
import { RateRide } from "./rate-ride";

/**
 * What the rider can do from their own link: cancel (before the cut-off; after it, whom to call)
 * and rate once the ride is completed. Loaded on its own after the page's text has painted: the
 * forms bring react-hook-form, zod and the dialog with them.
 */
export default function RideActions({
  ride,
  token,
}: {
  ride: RideView;
  token: string;
}) {
  return (
    <div className="grid gap-4">
      <CancelRide
        reference={ride.reference}
        token={token}
        canCancel={ride.can_cancel}
        cutoffAt={ride.cancel_cutoff_at}
        freeCancellationMinutes={ride.free_cancellation_minutes}
        status={ride.status}
      />
      {ride.stage === "completed" ? (
        <RateRide
          reference={ride.reference}
          token={token}
          canRate={ride.can_rate}
          rating={ride.rating}
          comment={ride.rating_comment}
        />
      ) : null}
    </div>
  );
}
