export { NewBookingDialog } from "./new-booking-dialog";
