import { useState } from "react";

import type { BookingReceipt } from "../types";
import { BookingConfirmation } from "./booking-confirmation";
import { BookingForm } from "./booking-form";

/** The booking form, replaced by the confirmation once a booking is made. */
export function BookingPage() {
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
  return <BookingForm onBooked={setReceipt} />;
}
