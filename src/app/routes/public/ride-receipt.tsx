import { useParams } from "react-router-dom";

import { RideReceiptPage } from "@/features/rides/components/receipt/ride-receipt-page";

/** /ride/:reference/:token/receipt — the printable receipt, from the rider's own link. */
export function Component() {
  const { reference = "", token = "" } = useParams();
  return (
    <RideReceiptPage
      key={`${reference}/${token}`}
      reference={reference}
      token={token}
    />
  );
}
