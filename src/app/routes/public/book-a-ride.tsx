import { lazy, startTransition, Suspense, useEffect, useState } from "react";

import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";
import { BookingFormSkeleton } from "@/features/booking/components/booking-form-skeleton";

// The form's code (react-hook-form, zod, Radix, the place search) is most of this page's weight.
const BookingPage = lazy(async () => ({
  default: (await import("@/features/booking/components/booking-page"))
    .BookingPage,
}));

/**
 * True from the frame after the first paint. The form's code is asked for then, so the header
 * paints without waiting for it (and its download does not compete with the header's).
 */
function useFirstFramePainted() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // As a transition, the form renders in slices that leave the main thread free for input.
    const frame = requestAnimationFrame(() =>
      startTransition(() => setPainted(true)),
    );
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

export function Component() {
  useDocumentTitle("Book a Ride");
  const painted = useFirstFramePainted();
  return (
    <>
      <PageHeader
        eyebrow="Reservations"
        title="Book a Ride"
        description="Reserve a Standard, Premium, Airport & Hotel Transfer or Corporate ride across Lagos, with the fare agreed before you travel."
      />
      <section aria-label="Booking" className="container-page py-12 md:py-16">
        <Suspense fallback={<BookingFormSkeleton />}>
          {painted ? <BookingPage /> : <BookingFormSkeleton />}
        </Suspense>
      </section>
    </>
  );
}
