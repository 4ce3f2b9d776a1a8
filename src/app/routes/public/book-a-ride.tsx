import { lazy, Suspense } from "react";

import { useDocumentTitle } from "@/hooks/use-document-title";
import { loadSupabase } from "@/lib/load-supabase";
import { AfterFirstPaint } from "@/components/after-first-paint";
import { PageHeader } from "@/components/page-header";
import { BookingFormSkeleton } from "@/features/booking/components/booking-form-skeleton";

// The form's code (react-hook-form, zod, Radix, the place search) is most of this page's weight.
// Its first query needs the Supabase client, so both downloads start together.
const BookingPage = lazy(async () => {
  void loadSupabase();
  const { BookingPage } =
    await import("@/features/booking/components/booking-page");
  return { default: BookingPage };
});

export function Component() {
  useDocumentTitle("Book a Ride");
  return (
    <>
      <PageHeader
        eyebrow="Reservations"
        title="Book a Ride"
        description="Reserve a Standard, Premium, Airport & Hotel Transfer or Corporate ride across Lagos, with the fare agreed before you travel."
      />
      <section aria-label="Booking" className="container-page py-12 md:py-16">
        {/* The header paints first; the form's code is asked for after that paint. */}
        <Suspense fallback={<BookingFormSkeleton />}>
          <AfterFirstPaint fallback={<BookingFormSkeleton />}>
            <BookingPage />
          </AfterFirstPaint>
        </Suspense>
      </section>
    </>
  );
}
