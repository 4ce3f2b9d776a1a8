import { useQuery } from "@tanstack/react-query";

import { rideQueries } from "../../api/queries";
import type { RideView } from "../../types";
import { PaymentCardBody } from "./payment-card-body";

const NOT_BACK = { phase: "none" } as const;

/**
 * The payment card on an ordinary visit: the ride's money from the cache (asked for as the card
 * loads). A return from Paystack's checkout is checkout-return-card.tsx, which alone reads the
 * address's query (and so brings the URL contract and zod to the page).
 */
export default function RidePaymentCard({
  ride,
  token,
}: {
  ride: RideView;
  token: string;
}) {
  const { data: payment } = useQuery(
    rideQueries.payment(ride.reference, token),
  );
  return (
    <PaymentCardBody
      ride={ride}
      token={token}
      back={NOT_BACK}
      payment={payment}
    />
  );
}
