import { useParams } from "react-router-dom";

import { RidePage } from "@/features/rides/components/ride-page";

/** /ride/:reference/:token — readable by whoever holds the link, no sign-in. */
export function Component() {
  const { reference = "", token = "" } = useParams();
  return (
    <RidePage
      key={`${reference}/${token}`}
      reference={reference}
      token={token}
    />
  );
}
