import { useMutation } from "@tanstack/react-query";
import { CreditCard, Loader2 } from "lucide-react";

import { Button } from "@/components/ui/button";

import { rideCheckout } from "../../api/queries";

/** The words beside Pay now: cash stays a choice until the ride is over. */
export const CASH_ALTERNATIVE =
  "Or pay your chauffeur in cash at the end of the ride.";

/**
 * Pay now: the payments function opens a Paystack checkout for what is due (the server sets the
 * amount) and the browser goes there. The button stays busy while the page is leaving.
 */
export function PayNow({
  reference,
  token,
  offerCash,
}: {
  reference: string;
  token: string | null;
  offerCash: boolean;
}) {
  const checkout = useMutation(rideCheckout.options());
  const leaving = checkout.isPending || checkout.isSuccess;
  return (
    <div className="grid gap-3">
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
          <Loader2 className="motion-safe:animate-spin" aria-hidden />
        ) : (
          <CreditCard aria-hidden />
        )}
        Pay now
      </Button>
      <p className="text-sm text-muted-foreground">
        By card, bank transfer or USSD, through Paystack.
      </p>
      {offerCash ? (
        <p className="text-sm text-muted-foreground">{CASH_ALTERNATIVE}</p>
      ) : null}
    </div>
  );
}
