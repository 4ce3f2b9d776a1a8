import { useState } from "react";

import type { BookingReceipt } from "../types";
import { BookingConfirmation } from "./booking-confirmation";
import { BookingForm } from "./booking-form";

/**
 * The booking form, replaced by the confirmation once a booking is made. `signedIn`: a session is
 * stored in this browser (the form then prefills the customer's name and e-mail).
 */
export function BookingPage({ signedIn = false }: { signedIn?: boolean }) {
  const [receipt, setReceipt] = useState<BookingReceipt | null>(null);
  if (receipt) {
    return (
      <div className="mx-auto max-w-2xl">
        <BookingConfirmation
          receipt={receipt}
          onBookAnother={() => setReceipt(null)}
        />
      </div>
    );
  }
  return <BookingForm onBooked={setReceipt} signedIn={signedIn} />;
}
