import { useDocumentTitle } from "@/hooks/use-document-title";
import { AdminPageHeader } from "@/components/admin-page-header";
import { NewBookingDialog } from "@/features/booking/admin";
import { BookingsTable } from "@/features/bookings-admin";

const TITLE = "Bookings";

export function Component() {
  useDocumentTitle(`${TITLE} · Admin`);
  return (
    <>
      <AdminPageHeader
        title={TITLE}
        description="Create bookings for customers and follow every ride from request to completion."
        actions={<NewBookingDialog />}
      />
      <BookingsTable />
    </>
  );
}
