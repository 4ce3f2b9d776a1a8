-- Enumerations shared by the tables and functions. Labels are the values the screens show or send.

create type public.service_type as enum ('standard', 'premium', 'airport_hotel', 'corporate');
comment on type public.service_type is 'Ride product: Standard Ride, Premium Ride, Airport & Hotel Transfer, Corporate Ride.';

create type public.booking_status as enum ('pending', 'confirmed', 'in-progress', 'completed', 'cancelled');
comment on type public.booking_status is 'Booking lifecycle: pending -> confirmed -> in-progress -> completed; pending|confirmed -> cancelled.';

create type public.vehicle_status as enum ('available', 'on-trip', 'maintenance');
comment on type public.vehicle_status is 'Operational state of a vehicle.';

create type public.driver_status as enum ('active', 'inactive');
comment on type public.driver_status is 'Whether a driver can be assigned to bookings.';

create type public.document_status as enum ('Pending', 'Verified', 'Rejected', 'Expired');
comment on type public.document_status is 'Verification state of a driver document (licence, insurance).';

create type public.maintenance_log_type as enum ('Fuel', 'Service', 'Repair', 'Inspection', 'Tyres', 'Cleaning', 'Other');
comment on type public.maintenance_log_type is 'Kind of maintenance log entry.';

create type public.form_type as enum ('apply_to_drive', 'contact_sales', 'contact');
comment on type public.form_type is 'Which public form produced a contact submission.';

create type public.place_kind as enum ('airport', 'hotel', 'area', 'landmark');
comment on type public.place_kind is 'Kind of a known Lagos place; airports and hotels carry fare surcharges.';

create type public.outbox_status as enum ('queued', 'sent', 'failed');
comment on type public.outbox_status is 'Delivery state of an e-mail in the outbox.';
