import { useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { formatNaira } from "@/lib/money";
import { Combobox } from "@/components/ui/combobox";
import type { FieldControlProps } from "@/components/form/form-field";

import { dashboardQueries } from "../api/queries";
import type { UnpaidTrip } from "../types";

const SEARCH_DELAY_MS = 250;

const tripLabel = (trip: UnpaidTrip) =>
  `${trip.reference} · ${trip.customerName}`;

/**
 * Searches recent completed trips that still have money to collect, by reference or customer
 * name; choosing one reports the whole trip (its fare and what is already paid).
 */
export function UnpaidTripPicker({
  controlProps,
  onChoose,
  onBlur,
}: {
  controlProps: FieldControlProps;
  onChoose: (trip: UnpaidTrip | null) => void;
  onBlur: () => void;
}) {
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<UnpaidTrip | null>(null);
  const search = useDebouncedValue(chosen ? "" : text, SEARCH_DELAY_MS);
  const { data, isFetching } = useQuery(dashboardQueries.unpaidTrips(search));
  const trips = data ?? [];
  const options = trips.map((trip) => ({
    value: trip.id,
    label: tripLabel(trip),
    description: `${formatNaira(trip.fareKobo - trip.paidKobo)} to collect`,
  }));
  return (
    <Combobox
      {...controlProps}
      value={text}
      options={chosen ? [] : options}
      placeholder="Search by reference or customer"
      emptyMessage={
        chosen
          ? undefined
          : isFetching
            ? "Searching…"
            : "No completed trip with money to collect."
      }
      onValueChange={(next) => {
        setText(next);
        if (chosen && next !== tripLabel(chosen)) {
          setChosen(null);
          onChoose(null);
        }
      }}
      onOptionSelect={(option) => {
        const trip = trips.find((t) => t.id === option.value) ?? null;
        setChosen(trip);
        onChoose(trip);
      }}
      onBlur={onBlur}
    />
  );
}
