import type { RideView } from "../types";
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
  const cancellable = ride.status === "pending" || ride.status === "confirmed";
  const rateable =
    ride.stage === "completed" && (ride.can_rate || ride.rating !== null);
  if (!cancellable && !rateable) return null;
  return (
    <section
      aria-labelledby="ride-actions-heading"
      className="rounded-2xl border border-border/80 bg-card p-5 sm:p-6"
    >
      <h2
        id="ride-actions-heading"
        className="mb-4 text-eyebrow font-semibold text-primary uppercase"
      >
        {rateable ? "Rate your ride" : "Change of plans"}
      </h2>
      {cancellable ? (
        <CancelRide
          reference={ride.reference}
          token={token}
          canCancel={ride.can_cancel}
          cutoffAt={ride.cancel_cutoff_at}
          freeCancellationMinutes={ride.free_cancellation_minutes}
          status={ride.status}
        />
      ) : null}
      {rateable ? (
        <RateRide
          reference={ride.reference}
          token={token}
          canRate={ride.can_rate}
          rating={ride.rating}
          comment={ride.rating_comment}
        />
      ) : null}
    </section>
  );
}
