import { useMutation, useQuery } from "@tanstack/react-query";
import { CheckCircle2, CreditCard, Loader2 } from "lucide-react";

import { formatNaira } from "@/lib/money";
import { Button } from "@/components/ui/button";
import { rideCheckout, rideQueries } from "@/features/rides/api/queries";

/**
 * Pay now on the confirmation, beside cash: the payments function opens a Paystack checkout for
 * the fare (the server sets the amount) and returns the rider to their ride page, which confirms
 * the payment. A booking already paid (a replayed submit) says so instead.
 */
export function BookingPayment({
  reference,
  token,
  fareKobo,
}: {
  reference: string;
  token: string;
  fareKobo: number;
}) {
  const payment = useQuery(rideQueries.payment(reference, token));
  const checkout = useMutation(rideCheckout.options());
  const leaving = checkout.isPending || checkout.isSuccess;
  if (payment.data && !payment.data.can_pay)
    return payment.data.state === "paid" ? (
      <p className="flex items-center gap-2 text-sm font-medium text-success">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        Paid
      </p>
    ) : null;
  const due = payment.data?.due_kobo ?? fareKobo;
  return (
    <section
      aria-labelledby="confirmation-payment-heading"
      className="mt-6 grid gap-3 rounded-xl border border-border/80 p-4"
    >
      <h3
        id="confirmation-payment-heading"
        className="font-semibold text-foreground"
      >
        Payment
      </h3>
      <p className="text-sm text-muted-foreground">
        Pay {formatNaira(due)} now by card, bank transfer or USSD, through
        Paystack.
      </p>
      <Button
        type="button"
        size="lg"
        className="w-full sm:w-auto"
        disabled={leaving}
        onClick={() =>
          checkout.mutate(
            { reference, token },
            {
              onSuccess: ({ authorization_url }) =>
                rideCheckout.open(authorization_url),
            },
          )
        }
      >
        {leaving ? (
          <Loader2 className="motion-safe:animate-spin" aria-hidden="true" />
        ) : (
          <CreditCard aria-hidden="true" />
        )}
        Pay now
      </Button>
      <p className="text-sm text-muted-foreground">
        Or pay your chauffeur in cash at the end of the ride.
      </p>
    </section>
  );
}
