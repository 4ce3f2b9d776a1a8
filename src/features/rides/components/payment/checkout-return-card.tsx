import { useCheckoutReturn } from "../../hooks/use-checkout-return";
import type { RideView } from "../../types";
import { PaymentCardBody } from "./payment-card-body";

/**
 * The payment card when the page opened from Paystack's checkout (`?trxref=…&reference=…`): it
 * verifies that payment with the server, says so while it does, then shows the ride's money.
 */
export default function CheckoutReturnCard({
  ride,
  token,
}: {
  ride: RideView;
  token: string;
}) {
  const { back, payment } = useCheckoutReturn(ride.reference, token);
  return (
    <PaymentCardBody ride={ride} token={token} back={back} payment={payment} />
  );
}
