import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Building2, Landmark, MapPin, Plane } from "lucide-react";

import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";

import { placeQueries } from "../api/queries";
import type { Place, PlaceKind } from "../types";

const SEARCH_PAUSE_MS = 250;

const kindIcons: Record<PlaceKind, typeof MapPin> = {
  airport: Plane,
  hotel: Building2,
  landmark: Landmark,
  area: MapPin,
};

const kindNames: Record<PlaceKind, string> = {
  airport: "Airport",
  hotel: "Hotel",
  landmark: "Landmark",
  area: "Area",
};

function toOption(place: Place): ComboboxOption {
  const Icon = kindIcons[place.kind];
  return {
    value: place.id,
    label: place.name,
    description: `${kindNames[place.kind]} · ${place.area}`,
    icon: <Icon className="size-4" />,
  };
}

interface PlaceComboboxProps {
  id: string;
  name: string;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  placeholder: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

/**
 * Pickup or destination: suggestions from `places` (popular first), free text kept as typed. The
 * popular list is asked for when the pointer comes near or the field takes focus, not as the page
 * loads (a pre-rendered page already carries it).
 */
export function PlaceCombobox({ onChange, ...props }: PlaceComboboxProps) {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const term = useDebouncedValue(props.value.trim(), SEARCH_PAUSE_MS);
  const popular = useQuery({ ...placeQueries.popular(), enabled: wanted });
  const search = useQuery({
    ...placeQueries.search(term),
    enabled: term.length >= 2,
  });
  const searching = term.length >= 2;
  const places = (searching ? search.data : popular.data) ?? [];
  const pending = searching ? search.isPending : popular.isPending;
  return (
    <Combobox
      {...props}
      onPointerEnter={want}
      onFocusCapture={want}
      onValueChange={onChange}
      options={places.map(toOption)}
      emptyMessage={
        pending
          ? "Searching places…"
          : "No matching places. Please choose from the list."
      }
      aria-required="true"
    />
  );
}
