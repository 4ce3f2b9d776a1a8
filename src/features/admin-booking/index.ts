export { BookingDetailSheet } from "./components/booking-detail-sheet";
export { DispatchDialog } from "./components/dispatch-dialog";
export { BookingsTable } from "./components/bookings-table";
export { NewBookingDialog } from "./components/new-booking-dialog";
