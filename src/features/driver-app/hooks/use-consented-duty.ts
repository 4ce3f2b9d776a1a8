import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { useRecordConsent } from "../api/consent";
import { driverAppQueries } from "../api/queries";
import { useDuty, type Duty } from "./use-duty";

export interface ConsentPrompt {
  /** Whether consent was given is still being read: the switch waits rather than ask twice. */
  checking: boolean;
  open: boolean;
  saving: boolean;
  agree: () => void;
  decline: () => void;
}

/**
 * The duty switch behind the driver's consent to location sharing (NDPA 2023): the first On duty
 * asks; "I agree" is recorded and goes on duty, "Not now" stays off. Later switches do not ask.
 */
export function useConsentedDuty(canShare: boolean): {
  duty: Duty;
  prompt: ConsentPrompt;
} {
  const consent = useQuery(driverAppQueries.consent());
  const record = useRecordConsent();
  const [asking, setAsking] = useState(false);
  // Unknown (loading, unreadable) counts as given: the server refuses positions without consent.
  const refused = consent.isSuccess && consent.data === null;
  const duty = useDuty(canShare && !refused);
  const { on, setOn } = duty;

  // A switch left on from before consent was asked for goes off until the driver agrees.
  useEffect(() => {
    if (refused && on) setOn(false);
  }, [refused, on, setOn]);

  return {
    duty: {
      ...duty,
      setOn: (next) => {
        if (next && !consent.data) setAsking(true);
        else setOn(next);
      },
    },
    prompt: {
      checking: consent.isPending,
      open: asking,
      saving: record.isPending,
      agree: () =>
        record.mutate(undefined, {
          onSuccess: () => {
            setAsking(false);
            setOn(true);
          },
        }),
      decline: () => setAsking(false),
    },
  };
}
