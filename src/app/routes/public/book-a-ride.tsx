import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";
import { BookingPage } from "@/features/booking/components/booking-page";

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
        <BookingPage />
      </section>
    </>
  );
}
