import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { UseFormReturn } from "react-hook-form";
import { useSearchParams } from "react-router-dom";

import { sessionQueries } from "@/features/auth/api/queries";

import { bookingProfileQueries, placeQueries } from "../api/queries";
import type { BookingFormValues } from "../form-values";

type Form = UseFormReturn<BookingFormValues>;

function fillIfEmpty(
  form: Form,
  name: keyof BookingFormValues,
  value: string | null | undefined,
) {
  if (value && form.getValues(name).trim() === "") {
    form.setValue(name, value, { shouldDirty: true });
  }
}

/**
 * Name and e-mail from the signed-in profile, never over what the customer already typed. Used
 * only when a session is stored: a visitor's form never loads supabase-js for this.
 */
export function useProfilePrefill(form: Form) {
  // supabase-js restores the session it keeps in localStorage.
  const { data: user } = useQuery(sessionQueries.current());
  const profile = useQuery({
    ...bookingProfileQueries.name(user?.userId ?? ""),
    enabled: Boolean(user),
  });
  const email = user?.email;
  useEffect(() => fillIfEmpty(form, "customerEmail", email), [form, email]);
  useEffect(
    () => fillIfEmpty(form, "customerName", profile.data),
    [form, profile.data],
  );
}

/**
 * The home page's quick-booking card passes `?pickup=&dropoff=`; match them to known places.
 * Applied after mounting, like the draft: the pre-rendered page was built without them.
 */
export function useUrlPlacesPrefill(form: Form) {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const query = params.toString();
  useEffect(() => {
    if (query === "") return;
    let active = true;
    // The URL contracts (and zod) load only when there is something to read.
    void import("@/config/search-params").then(({ searchParams }) => {
      if (!active) return;
      const { pickup, dropoff } = searchParams.bookARide.parse(
        new URLSearchParams(query),
      );
      const ends = [
        ["pickupLocation", pickup],
        ["destination", dropoff],
      ] as const;
      for (const [name, text] of ends) {
        if (!text || form.getValues(name).trim() !== "") continue;
        form.setValue(name, text, { shouldDirty: true });
        void matchPlace(queryClient, text).then((match) => {
          if (match && form.getValues(name) === text)
            form.setValue(name, match, { shouldDirty: true });
        });
      }
    });
    return () => {
      active = false;
    };
  }, [form, queryClient, query]);
}

async function matchPlace(
  queryClient: ReturnType<typeof useQueryClient>,
  text: string,
): Promise<string | null> {
  // "Eko Hotel, VI" → try the whole text, then its first part; an exact name or alias first,
  // else the best prefix match.
  const candidates = [text, text.split(",")[0] ?? ""].filter(
    (t) => t.trim().length >= 2,
  );
  try {
    for (const candidate of candidates) {
      const exact = await queryClient.fetchQuery(placeQueries.exact(candidate));
      if (exact) return exact.name;
    }
    for (const candidate of candidates) {
      const [first] = await queryClient.fetchQuery(
        placeQueries.search(candidate),
      );
      if (first) return first.name;
    }
  } catch {
    // Prefill is a convenience: if the lookup fails the typed text simply stays as it is.
  }
  return null;
}
