-- Dispatch runs with the administrator's own rights. Administrators may already read and change
-- bookings, vehicles and drivers under row-level security, so set_booking_status, assign_booking
-- and their shared check assert_assignable need no elevated rights: each still begins with an
-- is_admin() check for a clear 42501, and RLS stands behind it. Security definer stays only where
-- a caller lacks the table rights (create_booking, list_public_fleet).

alter function public.assert_assignable(public.bookings, uuid, uuid) security invoker;
alter function public.assign_booking(uuid, uuid, uuid) security invoker;
alter function public.set_booking_status(uuid, public.booking_status) security invoker;

-- Invoker functions need their callers to hold EXECUTE on the check they share; it refuses
-- anyone but an administrator.
grant execute on function public.assert_assignable(public.bookings, uuid, uuid) to authenticated, service_role;

comment on function public.assert_assignable(public.bookings, uuid, uuid) is
  'Raises a readable error when the driver and vehicle cannot take the booking: inactive driver, '
  'licence expired by the trip date, vehicle in maintenance, or driver/vehicle on another open '
  'booking less than 2 hours away. Locks the driver and vehicle rows. Administrators only; runs '
  'with the caller''s rights.';
