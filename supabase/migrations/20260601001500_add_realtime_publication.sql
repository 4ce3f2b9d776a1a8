-- Live admin bookings list and tracking map. Each table's select policy decides who gets events.

alter publication supabase_realtime add table public.bookings, public.vehicle_positions;
