import { useQuery } from "@tanstack/react-query";

import { fleetQueries } from "../api/queries";
import { groupByServiceClass, serviceClasses } from "../service-classes";
import { FleetCard } from "./fleet-card";
import { FleetEmpty, FleetError, FleetSkeleton } from "./fleet-states";

// Roughly the first row on a desktop: these images are likely in view, the rest load lazily.
const ABOVE_THE_FOLD = 3;

/** The public fleet, grouped by service class, with its loading, error and empty states. */
export function FleetList() {
  const fleet = useQuery(fleetQueries.public());

  if (fleet.isPending) return <FleetSkeleton />;
  if (fleet.isError)
    return (
      <FleetError
        error={fleet.error}
        onRetry={() => void fleet.refetch()}
        retrying={fleet.isFetching}
      />
    );
  if (fleet.data.length === 0) return <FleetEmpty />;

  let position = 0;
  return (
    <div className="grid gap-16">
      {groupByServiceClass(fleet.data).map(({ serviceClass, vehicles }) => {
        const { title, summary } = serviceClasses[serviceClass];
        const headingId = `fleet-${serviceClass}`;
        return (
          <section key={serviceClass} aria-labelledby={headingId}>
            <div className="mb-6 grid gap-1">
              <h2 id={headingId} className="font-display text-2xl md:text-3xl">
                {title}
              </h2>
              <p className="text-muted-foreground">{summary}</p>
            </div>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {vehicles.map((vehicle) => (
                <li key={vehicle.id}>
                  <FleetCard
                    vehicle={vehicle}
                    priority={position++ < ABOVE_THE_FOLD}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
