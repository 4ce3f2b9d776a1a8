import { useQuery } from "@tanstack/react-query";
import { CarFront } from "lucide-react";

import { formatIsoDate } from "@/lib/dates";

import { driverAppQueries } from "../api/queries";
import { useConsentedDuty } from "../hooks/use-consented-duty";
import { useLagosToday } from "../hooks/use-lagos-today";
import { useLiveTrips } from "../hooks/use-live-trips";
import { geolocationSupported } from "../hooks/use-position-sharing";
import { arrangeTrips } from "../trips";
import type { DriverProfile } from "../types";
import { CurrentTrip } from "./current-trip";
import { DriverError, DriverLoading, NoTripsToday } from "./driver-states";
import { DutyPanel } from "./duty-panel";
import { LocationConsentDialog } from "./location-consent-dialog";
import { TripList } from "./trip-list";

function TodaysTrips({ driverId, today }: { driverId: string; today: string }) {
  const trips = useQuery(driverAppQueries.trips(driverId, today));
  if (trips.isPending) return <DriverLoading />;
  if (trips.isError)
    return (
      <DriverError
        title="Error fetching trips"
        error={trips.error}
        onRetry={() => void trips.refetch()}
      />
    );
  if (!trips.data.length) return <NoTripsToday />;
  const { current, later, done } = arrangeTrips(trips.data);
  return (
    <>
      {current ? <CurrentTrip trip={current} /> : null}
      <TripList title="Later today" trips={later} />
      <TripList title="Done" trips={done} />
    </>
  );
}

/** The driver's day: who and which car, the duty switch, and today's trips, kept live. */
export function DriverDay({ profile }: { profile: DriverProfile }) {
  const today = useLagosToday();
  const live = useLiveTrips(profile.id);
  const hasVehicle = profile.assigned_vehicle_id !== null;
  const { duty, prompt } = useConsentedDuty(
    hasVehicle && geolocationSupported(),
  );
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <p>
          <span className="text-foreground">{profile.name}</span> ·{" "}
          {formatIsoDate(today)}
        </p>
        <p className="inline-flex items-center gap-1.5">
          <CarFront className="size-4 text-primary" aria-hidden />
          {profile.vehicle
            ? `${profile.vehicle.model} · ${profile.vehicle.registration_number}`
            : "No vehicle assigned"}
        </p>
        <p className="w-full text-xs" aria-live="polite">
          {live === "live"
            ? "Trips update live."
            : live === "reconnecting"
              ? "Reconnecting: trips may be out of date."
              : "Connecting..."}
        </p>
      </div>
      <DutyPanel
        duty={duty}
        hasVehicle={hasVehicle}
        checking={prompt.checking}
      />
      <LocationConsentDialog
        open={prompt.open}
        saving={prompt.saving}
        onAgree={prompt.agree}
        onDecline={prompt.decline}
      />
      <TodaysTrips driverId={profile.id} today={today} />
    </div>
  );
}
