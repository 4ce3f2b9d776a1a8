-- Local demo data for EkoLuxe (runs after the migrations on a fresh local database only; never on a
-- hosted project). Places and fare rules are production reference data and come from the
-- migrations; everything here is made up but shaped like a real Lagos operation.
--
-- Demo accounts, password `ekoluxe-demo`:
--   admin@ekoluxe.ng      Adaeze Okafor    role admin
--   owner@ekoluxe.ng      Tunde Bakare     role owner (5 vehicles with six months of reports)
--   folake.adeyemi@ekoluxe.ng, emeka.obi@ekoluxe.ng   more vehicle owners
--   customer@ekoluxe.ng   Chioma Nwosu     customer with past and upcoming rides
--   driver@ekoluxe.ng     Emmanuel Okonkwo role driver (drives the S 580, EKY-482KJ; a confirmed
--                                          trip soon and another later today; has not yet agreed
--                                          to location sharing, so the driver app asks on the
--                                          first shift)
--
-- None of this history counts against the booking and form limits: they count only what comes
-- through the API (private.rate_limit_events), so the demo customer books on the first try.
-- Two-factor authentication is not required of administrators (operator_settings default).
--
-- Times are relative to now() so the demo stays fresh; random choices use a fixed seed so every
-- reset produces the same data.

-- Accounts ----------------------------------------------------------------------------------------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('ekoluxe-demo', extensions.gen_salt('bf')), now() - u.age,
  '', '', '', '',
  case when u.role is null
    then '{"provider": "email", "providers": ["email"]}'::jsonb
    else jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', u.role)
  end,
  jsonb_build_object('full_name', u.full_name),
  now() - u.age, now() - u.age
from (values
  ('a0000000-0000-4000-8000-000000000001'::uuid, 'admin@ekoluxe.ng', 'Adaeze Okafor', 'admin', interval '420 days'),
  ('a0000000-0000-4000-8000-000000000002'::uuid, 'owner@ekoluxe.ng', 'Tunde Bakare', 'owner', interval '400 days'),
  ('a0000000-0000-4000-8000-000000000003'::uuid, 'folake.adeyemi@ekoluxe.ng', 'Folake Adeyemi', 'owner', interval '310 days'),
  ('a0000000-0000-4000-8000-000000000004'::uuid, 'emeka.obi@ekoluxe.ng', 'Emeka Obi', 'owner', interval '260 days'),
  ('a0000000-0000-4000-8000-000000000005'::uuid, 'customer@ekoluxe.ng', 'Chioma Nwosu', null, interval '150 days'),
  ('a0000000-0000-4000-8000-000000000006'::uuid, 'driver@ekoluxe.ng', 'Emmanuel Okonkwo', 'driver', interval '60 days')
) as u (id, email, full_name, role, age);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', u.created_at, u.created_at, u.created_at
from auth.users u
where u.email like '%@ekoluxe.ng';

-- The signup trigger created the profiles; add phone numbers.
update public.profiles p
set phone = v.phone
from (values
  ('a0000000-0000-4000-8000-000000000001'::uuid, '+2348091234501'),
  ('a0000000-0000-4000-8000-000000000002'::uuid, '+2348033345120'),
  ('a0000000-0000-4000-8000-000000000003'::uuid, '+2348127738410'),
  ('a0000000-0000-4000-8000-000000000004'::uuid, '+2347031188254'),
  ('a0000000-0000-4000-8000-000000000005'::uuid, '+2348051234567'),
  ('a0000000-0000-4000-8000-000000000006'::uuid, '+2348034412876')
) as v (id, phone)
where p.id = v.id;

-- Fleet ---------------------------------------------------------------------------------------------
insert into public.fleets (
  model, registration_number, seating_capacity, service_class, status, owner, owner_id, images,
  description, created_at, updated_at
)
select v.model, v.plate, v.seats, v.class::public.service_type, v.status::public.vehicle_status,
  v.owner, v.owner_id, v.images, v.description, now() - v.age, now() - v.age
from (values
  ('Mercedes-Benz S 580 4MATIC', 'EKY-482KJ', 5, 'premium', 'available', 'Tunde Bakare',
    'a0000000-0000-4000-8000-000000000002'::uuid,
    array['/fleet/luxury-saloon.svg', '/fleet/luxury-saloon-graphite.svg', '/fleet/luxury-saloon-pearl.svg'],
    'Obsidian black S-Class with executive rear seats, massage and climate comfort, ambient lighting and privacy glass. Our flagship for VIP transfers, weddings and board-level guests.',
    interval '700 days'),
  ('Mercedes-Benz S 450', 'LND-731AE', 5, 'premium', 'on-trip', 'EkoLuxe Fleet', null,
    array['/fleet/luxury-saloon-pearl.svg', '/fleet/luxury-saloon.svg'],
    'Diamond white S-Class with reclining rear seats, Burmester sound and rear sunblinds: quiet, composed and unmistakably first class.',
    interval '640 days'),
  ('Lexus LX 600', 'EKY-664RT', 7, 'premium', 'available', 'Tunde Bakare',
    'a0000000-0000-4000-8000-000000000002'::uuid,
    array['/fleet/full-size-suv-pearl.svg', '/fleet/full-size-suv.svg', '/fleet/full-size-suv-graphite.svg'],
    'Full-size luxury SUV with semi-aniline leather, rear entertainment and a commanding ride over any Lagos road, rain or shine.',
    interval '520 days'),
  ('Range Rover Autobiography', 'LND-027XA', 5, 'premium', 'available', 'Folake Adeyemi',
    'a0000000-0000-4000-8000-000000000003'::uuid,
    array['/fleet/full-size-suv-graphite.svg', '/fleet/full-size-suv.svg'],
    'Carpathian grey Range Rover with executive-class rear seats and a panoramic roof: for guests who expect to arrive in style.',
    interval '480 days'),
  ('Toyota Land Cruiser 300 VX', 'APP-118FG', 7, 'airport_hotel', 'available', 'Tunde Bakare',
    'a0000000-0000-4000-8000-000000000002'::uuid,
    array['/fleet/full-size-suv.svg', '/fleet/full-size-suv-pearl.svg', '/fleet/full-size-suv-graphite.svg'],
    'The Lagos airport workhorse: seven seats, room for four large suitcases, and the ground clearance to shrug off flooded roads after a downpour.',
    interval '610 days'),
  ('Toyota Land Cruiser Prado', 'KJA-349HP', 7, 'airport_hotel', 'on-trip', 'Emeka Obi',
    'a0000000-0000-4000-8000-000000000004'::uuid,
    array['/fleet/midsize-suv.svg', '/fleet/midsize-suv-graphite.svg'],
    'Reliable, comfortable Prado for airport and hotel transfers, with generous luggage space and chilled water on board.',
    interval '430 days'),
  ('Lexus GX 460', 'SMK-552TY', 7, 'airport_hotel', 'maintenance', 'EkoLuxe Fleet', null,
    array['/fleet/midsize-suv-pearl.svg', '/fleet/midsize-suv.svg', '/fleet/midsize-suv-graphite.svg'],
    'Refined seven-seat Lexus SUV for families and small groups travelling to and from MMIA and MMA2.',
    interval '560 days'),
  ('Mercedes-Benz E 350', 'KJA-215BD', 5, 'corporate', 'available', 'Folake Adeyemi',
    'a0000000-0000-4000-8000-000000000003'::uuid,
    array['/fleet/executive-saloon.svg', '/fleet/executive-saloon-pearl.svg', '/fleet/executive-saloon-graphite.svg'],
    'Executive saloon for roadshows and client meetings between Marina, Victoria Island and Ikeja, with Wi-Fi and device charging on board.',
    interval '590 days'),
  ('Lexus ES 350', 'EKY-903LM', 5, 'corporate', 'available', 'Emeka Obi',
    'a0000000-0000-4000-8000-000000000004'::uuid,
    array['/fleet/executive-saloon-graphite.svg', '/fleet/executive-saloon.svg'],
    'Whisper-quiet Lexus saloon with a spacious rear cabin: a favourite with corporate account holders for daily commutes.',
    interval '450 days'),
  ('Mercedes-Benz V 250 Avantgarde', 'LND-918MR', 7, 'corporate', 'available', 'Tunde Bakare',
    'a0000000-0000-4000-8000-000000000002'::uuid,
    array['/fleet/luxury-mpv.svg', '/fleet/luxury-mpv-pearl.svg', '/fleet/luxury-mpv-graphite.svg'],
    'Executive people-mover with conference seating for six, ideal for delegations, roadshows and airport group transfers.',
    interval '380 days'),
  ('Toyota Hiace Executive', 'APP-265VB', 14, 'corporate', 'available', 'Emeka Obi',
    'a0000000-0000-4000-8000-000000000004'::uuid,
    array['/fleet/minibus.svg', '/fleet/minibus-graphite.svg', '/fleet/minibus-pearl.svg'],
    'Fourteen-seat air-conditioned Hiace for staff shuttles, events and team off-sites across Lagos.',
    interval '500 days'),
  ('Toyota Camry XLE', 'LSR-806CN', 5, 'standard', 'available', 'Tunde Bakare',
    'a0000000-0000-4000-8000-000000000002'::uuid,
    array['/fleet/executive-saloon-graphite.svg', '/fleet/executive-saloon-pearl.svg'],
    'Comfortable, well-kept Camry for everyday rides across the Island and the Mainland, with air conditioning that keeps up with Lagos heat.',
    interval '660 days'),
  ('Toyota Corolla', 'KJA-771DW', 5, 'standard', 'on-trip', 'Folake Adeyemi',
    'a0000000-0000-4000-8000-000000000003'::uuid,
    array['/fleet/standard-saloon.svg', '/fleet/standard-saloon-pearl.svg', '/fleet/standard-saloon-graphite.svg'],
    'Clean, efficient Corolla for quick trips around Ikeja, Yaba and Surulere at a fair upfront price.',
    interval '350 days'),
  ('Toyota Corolla', 'FST-430QE', 5, 'standard', 'available', 'EkoLuxe Fleet', null,
    array['/fleet/standard-saloon-pearl.svg', '/fleet/standard-saloon.svg'],
    'Pearl white Corolla for dependable everyday rides, with a professional, vetted EkoLuxe chauffeur.',
    interval '300 days')
) as v (model, plate, seats, class, status, owner, owner_id, images, description, age);

-- Drivers -----------------------------------------------------------------------------------------
insert into public.drivers (
  name, phone, email, license_number, license_expiry, assigned_vehicle_id, status, rating, trips,
  documents, created_at, updated_at
)
select d.name, d.phone, d.email, d.licence, current_date + d.expires_in_days,
  (select f.id from public.fleets f where f.registration_number = d.plate),
  d.status::public.driver_status, d.rating, d.trips, d.documents::jsonb, now() - d.age, now() - d.age
from (values
  ('Emmanuel Okonkwo', '+2348034412876', 'emmanuel.okonkwo@ekoluxe.ng', 'LAG48213AB21', 910, 'EKY-482KJ', 'active', 4.9, 388,
    '{"license": "Verified", "insurance": "Verified"}', interval '690 days'),
  ('Babatunde Adewale', '+2348023387145', 'babatunde.adewale@ekoluxe.ng', 'LAG51764KD19', 645, 'LND-731AE', 'active', 4.8, 341,
    '{"license": "Verified", "insurance": "Verified"}', interval '630 days'),
  ('Yusuf Abdullahi', '+2348069931284', 'yusuf.abdullahi@ekoluxe.ng', 'KAN30928YA18', 12, 'EKY-664RT', 'active', 4.6, 276,
    '{"license": "Verified", "insurance": "Verified"}', interval '510 days'),
  ('Kehinde Alabi', '+2348181124379', 'kehinde.alabi@ekoluxe.ng', 'LAG62019AK22', 1180, 'LND-027XA', 'active', 4.9, 254,
    '{"license": "Verified", "insurance": "Verified"}', interval '470 days'),
  ('Segun Ogunleye', '+2348037750218', 'segun.ogunleye@ekoluxe.ng', 'OGN27745SO20', 402, 'APP-118FG', 'active', 4.9, 412,
    '{"license": "Verified", "insurance": "Verified"}', interval '600 days'),
  ('Oluwaseun Bankole', '+2349034476521', 'seun.bankole@ekoluxe.ng', 'LAG70433OB21', 530, 'KJA-349HP', 'active', 4.7, 233,
    '{"license": "Verified", "insurance": "Verified"}', interval '420 days'),
  ('Ibrahim Musa', '+2348065528193', 'ibrahim.musa@ekoluxe.ng', 'ABJ18842IM19', 275, 'KJA-215BD', 'active', 4.7, 297,
    '{"license": "Verified", "insurance": "Pending"}', interval '580 days'),
  ('Chinedu Eze', '+2348139902417', 'chinedu.eze@ekoluxe.ng', 'ENU55120CE20', 760, 'EKY-903LM', 'active', 4.8, 215,
    '{"license": "Verified", "insurance": "Verified"}', interval '440 days'),
  ('Rasheed Olatunji', '+2347062213985', 'rasheed.olatunji@ekoluxe.ng', 'LAG66358RO21', 1040, 'LND-918MR', 'active', 4.8, 168,
    '{"license": "Verified", "insurance": "Verified"}', interval '370 days'),
  ('Abiodun Salami', '+2348057784430', 'abiodun.salami@ekoluxe.ng', 'OYO41287AS19', 330, 'APP-265VB', 'active', 4.7, 194,
    '{"license": "Verified", "insurance": "Verified"}', interval '490 days'),
  ('Sunday Effiong', '+2348098843102', 'sunday.effiong@ekoluxe.ng', 'AKW20976SE18', 26, 'LSR-806CN', 'active', 4.5, 451,
    '{"license": "Verified", "insurance": "Verified"}', interval '650 days'),
  ('Gbenga Afolabi', '+2348112237864', 'gbenga.afolabi@ekoluxe.ng', 'LAG73104GA22', 1320, 'KJA-771DW', 'active', 4.6, 187,
    '{"license": "Verified", "insurance": "Verified"}', interval '340 days'),
  ('Tochukwu Nnamdi', '+2349015568832', 'tochukwu.nnamdi@ekoluxe.ng', 'ANA39871TN21', 585, 'FST-430QE', 'active', 4.4, 142,
    '{"license": "Verified", "insurance": "Rejected"}', interval '290 days'),
  ('Samuel Etim', '+2348026671349', 'samuel.etim@gmail.com', 'CRS12408SE17', -18, null, 'inactive', 4.3, 306,
    '{"license": "Expired", "insurance": "Verified"}', interval '720 days'),
  ('Aisha Bello', '+2348164490317', 'aisha.bello@gmail.com', 'LAG80215AB24', 1460, null, 'inactive', 5.0, 0,
    '{"license": "Pending", "insurance": "Pending"}', interval '6 days')
) as d (name, phone, email, licence, expires_in_days, plate, status, rating, trips, documents, age);

-- The demo driver's login.
update public.drivers
set user_id = 'a0000000-0000-4000-8000-000000000006'
where name = 'Emmanuel Okonkwo';

-- Who could drive which vehicle, and when: the current assignments, plus Samuel Etim, who drove
-- the GX 460 until his licence expired.
create temporary table seed_driver_pool on commit drop as
select d.id as driver_id, f.id as vehicle_id, f.service_class, d.license_expiry as valid_to,
  row_number() over (partition by f.service_class order by d.name) as ord
from public.drivers d
join public.fleets f on f.id = coalesce(
  d.assigned_vehicle_id,
  case when d.name = 'Samuel Etim' then (select g.id from public.fleets g where g.registration_number = 'SMK-552TY') end
);

-- Customers who book as guests (the demo customer is added below).
create temporary table seed_customers (ord int, name text, phone text, email text) on commit drop;
insert into seed_customers (ord, name, phone, email)
select row_number() over (), c.name, c.phone, c.email
from (values
  ('Ngozi Okeke', '+2348034417825', 'ngozi.okeke@gmail.com'),
  ('Olumide Fashola', '+2348023318840', 'olumide.fashola@yahoo.com'),
  ('Amaka Obi', '+2348139921045', 'amaka.obi@outlook.com'),
  ('Femi Adebayo', '+2348062217389', 'femi.adebayo@gmail.com'),
  ('Zainab Lawal', '+2349034458812', 'zainab.lawal@gmail.com'),
  ('Kunle Ajayi', '+2348056612093', 'kunle.ajayi@ajayilegal.com.ng'),
  ('Ifeoma Chukwu', '+2347035529461', 'ifeoma.chukwu@gmail.com'),
  ('David Mensah', '+2348171143380', 'david.mensah@outlook.com'),
  ('Bisola Adeyemi', '+2348099120457', 'bisola.adeyemi@gmail.com'),
  ('Hassan Bello', '+2348087734521', 'hassan.bello@yahoo.com'),
  ('Tolu Ogunbiyi', '+2349061187432', 'tolu.ogunbiyi@gmail.com'),
  ('Uche Nwachukwu', '+2348183346670', 'uche.nwachukwu@gmail.com'),
  ('Funmilayo Adesina', '+2348036692218', 'funmi.adesina@gmail.com'),
  ('James Whitfield', '+2348145567721', 'james.whitfield@gmail.com'),
  ('Priya Raman', '+2349152238874', 'priya.raman@outlook.com'),
  ('Obinna Okafor', '+2348037786125', 'obinna.okafor@gmail.com'),
  ('Temitope Alade', '+2347068890213', 'temi.alade@gmail.com'),
  ('Chidi Anozie', '+2348024471936', 'chidi.anozie@yahoo.com'),
  ('Yetunde Oladipo', '+2348179904126', 'yetunde.oladipo@gmail.com'),
  ('Ahmed Garba', '+2348033348812', 'ahmed.garba@gmail.com'),
  ('Sade Williams', '+2348097712246', 'sade.williams@gmail.com'),
  ('Eniola Coker', '+2348162249935', 'eniola.coker@gmail.com'),
  ('Michael Adjei', '+2349021184476', 'michael.adjei@outlook.com'),
  ('Halima Sani', '+2348065531187', 'halima.sani@gmail.com'),
  ('Dayo Akinola', '+2348186623390', 'dayo.akinola@gmail.com'),
  ('Nneka Ibe', '+2347039914428', 'nneka.ibe@yahoo.com'),
  ('Laura Schmidt', '+2349017735520', 'laura.schmidt@gmail.com'),
  ('Tobi Oyelaran', '+2348112278841', 'tobi.oyelaran@gmail.com'),
  ('Rukayat Yusuf', '+2348026649917', 'rukayat.yusuf@gmail.com'),
  ('Ebuka Okoye', '+2348147751032', 'ebuka.okoye@gmail.com'),
  ('Grace Edet', '+2348074428869', 'grace.edet@gmail.com'),
  ('Victor Ojo', '+2349038861274', 'victor.ojo@gmail.com'),
  ('Adaobi Nwankwo', '+2348118830945', 'adaobi.nwankwo@gmail.com'),
  ('Musa Danjuma', '+2348059917326', 'musa.danjuma@yahoo.com'),
  ('Lola Martins', '+2348168852417', 'lola.martins@gmail.com'),
  ('Kayode Balogun', '+2348031127754', 'kayode.balogun@gmail.com')
) as c (name, phone, email);

-- The demo driver's day -----------------------------------------------------------------------------
-- Two confirmed premium trips: one starting soon, the next 2 h 30 min later (later today unless the
-- seed runs after about 21:00 Lagos time). Added before the other rides, which then keep two hours
-- clear of them as of any other ride of his.
do $$
declare
  v_driver uuid;
  v_vehicle uuid;
  -- 25 to 30 minutes from now, on a five-minute mark (counted in seconds: a minute-level count
  -- could leave as little as 24 minutes when the seed runs late in a minute).
  v_first constant timestamptz :=
    to_timestamp(ceil(extract(epoch from now() + interval '25 minutes') / 300) * 300);
  v_quote jsonb;
  v_trip record;
begin
  select d.id, d.assigned_vehicle_id into v_driver, v_vehicle
  from public.drivers d where d.user_id = 'a0000000-0000-4000-8000-000000000006';
  for v_trip in
    select * from (values
      ('eko-hotel-and-suites', 'the-wheatbaker', v_first, 'Kunle Ajayi', '+2348056612093',
        'kunle.ajayi@ajayilegal.com.ng', 'Pick-up at the hotel lobby.'),
      ('victoria-island', 'lagos-marriott-ikeja', v_first + interval '150 minutes', 'Priya Raman',
        '+2349152238874', 'priya.raman@outlook.com', null)
    ) as t (pickup, dropoff, at, name, phone, email, note)
  loop
    v_quote := public.quote_fare(
      (select p.id from public.places p where p.slug = v_trip.pickup)::text,
      (select p.id from public.places p where p.slug = v_trip.dropoff)::text, 'premium', v_trip.at);
    insert into public.bookings (
      customer_name, customer_phone, customer_email, pickup_location, pickup_place_id,
      dropoff_location, dropoff_place_id, booking_time, service_type, status, fare_kobo, fare_breakdown,
      distance_km, duration_min, driver_id, vehicle_id, notes, confirmed_at, created_at, updated_at
    ) values (
      v_trip.name, v_trip.phone, v_trip.email, v_quote -> 'pickup' ->> 'name',
      (v_quote -> 'pickup' ->> 'id')::uuid, v_quote -> 'dropoff' ->> 'name',
      (v_quote -> 'dropoff' ->> 'id')::uuid, v_trip.at, 'premium', 'confirmed',
      (v_quote ->> 'total_kobo')::bigint, v_quote, (v_quote ->> 'distance_km')::numeric,
      (v_quote ->> 'duration_min')::int, v_driver, v_vehicle, v_trip.note,
      now() - interval '3 hours', now() - interval '1 day', now() - interval '3 hours'
    );
  end loop;
end
$$;

-- Bookings ------------------------------------------------------------------------------------------
-- About 300 rides over the last 120 days and the next two weeks. Fares come from quote_fare at the
-- booking time, exactly as create_booking computes them. Past rides are completed or cancelled,
-- three rides are in progress now, upcoming rides are pending, confirmed or cancelled. A driver
-- is never given two rides within two hours of each other.
do $$
declare
  v_customer_id constant uuid := 'a0000000-0000-4000-8000-000000000005';
  v_now constant timestamptz := now();
  v_today constant timestamp := date_trunc('day', now() at time zone 'Africa/Lagos');
  v_hours constant int[] := array[5, 6, 6, 7, 7, 8, 8, 9, 10, 11, 12, 13, 14, 15, 16, 16, 17, 17, 18, 18, 19, 20, 21, 22];
  v_standard constant text[] := array[
    'yaba', 'surulere', 'ikeja', 'maryland', 'gbagada', 'lekki-phase-1', 'ajah', 'victoria-island',
    'ikoyi', 'ikeja-city-mall', 'the-palms-lekki', 'university-of-lagos', 'national-stadium',
    'festac-town', 'ogudu', 'magodo', 'opebi', 'allen-avenue', 'computer-village', 'oniru',
    'osapa-london', 'chevron-drive', 'circle-mall', 'ebute-metta', 'marina', 'apapa', 'ilupeju',
    'sangotedo', 'novare-lekki-mall', 'ikate'];
  v_premium constant text[] := array[
    'banana-island', 'ikoyi', 'parkview-estate', 'eko-atlantic', 'victoria-island', 'lekki-phase-1',
    'eko-hotel-and-suites', 'federal-palace-hotel', 'the-wheatbaker', 'landmark-beach',
    'harbour-point', 'terra-kulture', 'muson-centre', 'ikoyi-club', 'lagos-polo-club',
    'the-george-lagos', 'four-points-oniru', 'the-palms-lekki', 'moorhouse-ikoyi',
    'victoria-garden-city'];
  v_premium_far constant text[] := array[
    'ikeja-gra', 'magodo', 'lekki-conservation-centre', 'lagos-business-school', 'ajah',
    'radisson-blu-ikeja', 'sheraton-lagos', 'lagos-marriott-ikeja', 'new-afrika-shrine',
    'national-theatre', 'ikeja-city-mall'];
  v_airport_other constant text[] := array[
    'eko-hotel-and-suites', 'federal-palace-hotel', 'lagos-continental-hotel', 'radisson-blu-anchorage',
    'radisson-blu-ikeja', 'sheraton-lagos', 'four-points-oniru', 'lagos-marriott-ikeja',
    'the-wheatbaker', 'southern-sun-ikoyi', 'lagos-oriental-hotel', 'the-george-lagos',
    'ikoyi', 'victoria-island', 'lekki-phase-1', 'banana-island', 'ikeja-gra', 'ajah', 'magodo'];
  v_corporate constant text[] := array[
    'marina', 'nigerian-exchange', 'victoria-island', 'eko-atlantic', 'ikeja-gra', 'alausa-secretariat',
    'apapa', 'civic-centre', 'lagos-business-school', 'eko-hotel-and-suites', 'lagos-continental-hotel',
    'radisson-blu-anchorage', 'sheraton-lagos', 'lagos-marriott-ikeja', 'mmia-international-terminal',
    'mma2-domestic-terminal', 'oniru', 'ikoyi'];
  v_notes constant text[] := array[
    'Please call on arrival.', 'Two large suitcases and a carry-on.', 'Child seat needed, please.',
    'Arriving on the evening flight from London; I will walk to the car park.',
    'Meet me at the car park, not the terminal frontage.', 'Guest of the company: please be 10 minutes early.',
    'Chilled water would be appreciated.', 'Wedding guests: dress code black tie.',
    'Pick-up at the hotel lobby.', 'Gate 2, estate security will ask for the booking reference.'];
  v_services constant public.service_type[] := array[
    'standard', 'standard', 'standard', 'standard', 'standard', 'standard', 'standard',
    'premium', 'premium', 'premium', 'premium',
    'airport_hotel', 'airport_hotel', 'airport_hotel', 'airport_hotel', 'airport_hotel', 'airport_hotel',
    'corporate', 'corporate', 'corporate']::public.service_type[];
  v_customers int;
  v_pick int;
  v_service public.service_type;
  v_time timestamptz;
  v_from text;
  v_to text;
  v_tmp text;
  v_quote jsonb;
  v_status public.booking_status;
  v_driver uuid;
  v_vehicle uuid;
  v_name text;
  v_phone text;
  v_email text;
  v_user uuid;
  v_created timestamptz;
  v_confirmed timestamptz;
  v_started timestamptz;
  v_completed timestamptz;
  v_cancelled timestamptz;
  v_note text;
  v_day int;
  v_roll double precision;
  i int;
begin
  perform setseed(0.2026);
  select count(*) into v_customers from seed_customers;

  -- Rides in progress right now.
  for v_service, v_from, v_to, v_tmp, v_time, v_name, v_phone, v_email in
    select * from (values
      ('premium'::public.service_type, 'eko-hotel-and-suites', 'banana-island', 'LND-731AE', v_now - interval '22 minutes',
        'Olumide Fashola', '+2348023318840', 'olumide.fashola@yahoo.com'),
      ('standard'::public.service_type, 'yaba', 'ikeja-city-mall', 'KJA-771DW', v_now - interval '35 minutes',
        'Temitope Alade', '+2347068890213', 'temi.alade@gmail.com'),
      ('airport_hotel'::public.service_type, 'mmia-international-terminal', 'radisson-blu-anchorage', 'KJA-349HP',
        v_now - interval '50 minutes', 'James Whitfield', '+2348145567721', 'james.whitfield@gmail.com')
    ) as t
  loop
    select f.id, d.id into v_vehicle, v_driver
    from public.fleets f join public.drivers d on d.assigned_vehicle_id = f.id
    where f.registration_number = v_tmp;
    v_quote := public.quote_fare(
      (select p.id from public.places p where p.slug = v_from)::text,
      (select p.id from public.places p where p.slug = v_to)::text, v_service, v_time);
    v_created := v_time - interval '2 days';
    insert into public.bookings (
      customer_name, customer_phone, customer_email, pickup_location, pickup_place_id,
      dropoff_location, dropoff_place_id, booking_time, service_type, status, fare_kobo, fare_breakdown,
      distance_km, duration_min, driver_id, vehicle_id, confirmed_at, started_at, created_at, updated_at
    ) values (
      v_name, v_phone, v_email, v_quote -> 'pickup' ->> 'name', (v_quote -> 'pickup' ->> 'id')::uuid,
      v_quote -> 'dropoff' ->> 'name', (v_quote -> 'dropoff' ->> 'id')::uuid, v_time, v_service,
      'in-progress', (v_quote ->> 'total_kobo')::bigint, v_quote, (v_quote ->> 'distance_km')::numeric,
      (v_quote ->> 'duration_min')::int, v_driver, v_vehicle, v_created + interval '40 minutes',
      v_time + interval '4 minutes', v_created, v_time + interval '4 minutes'
    );
  end loop;

  for i in 1..297 loop
    -- Spread over day -120 .. +13, about 2.2 rides a day, at realistic hours (Lagos time).
    v_day := -120 + floor((i - 1) * 134.0 / 297)::int;
    v_time := (v_today + make_interval(days => v_day,
      hours => v_hours[1 + floor(random() * array_length(v_hours, 1))::int],
      mins => 5 * floor(random() * 12)::int)) at time zone 'Africa/Lagos';
    if v_time between v_now - interval '3 hours' and v_now + interval '90 minutes' then
      v_time := v_time + interval '4 hours';
    end if;
    v_service := v_services[1 + floor(random() * array_length(v_services, 1))::int];

    -- Route.
    if v_service = 'standard' then
      v_from := v_standard[1 + floor(random() * array_length(v_standard, 1))::int];
      v_to := v_standard[1 + floor(random() * array_length(v_standard, 1))::int];
    elsif v_service = 'premium' then
      v_from := v_premium[1 + floor(random() * array_length(v_premium, 1))::int];
      v_to := case when random() < 0.45
        then v_premium_far[1 + floor(random() * array_length(v_premium_far, 1))::int]
        else v_premium[1 + floor(random() * array_length(v_premium, 1))::int] end;
      if random() < 0.5 then
        v_tmp := v_from; v_from := v_to; v_to := v_tmp;
      end if;
    elsif v_service = 'airport_hotel' then
      v_roll := random();
      v_from := case when v_roll < 0.6 then 'mmia-international-terminal'
        when v_roll < 0.9 then 'mma2-domestic-terminal' else 'general-aviation-terminal' end;
      v_to := v_airport_other[1 + floor(random() * array_length(v_airport_other, 1))::int];
      if random() < 0.5 then
        v_tmp := v_from; v_from := v_to; v_to := v_tmp;
      end if;
    else
      v_from := v_corporate[1 + floor(random() * array_length(v_corporate, 1))::int];
      v_to := v_corporate[1 + floor(random() * array_length(v_corporate, 1))::int];
    end if;
    while v_to = v_from loop
      v_to := case v_service
        when 'standard' then v_standard[1 + floor(random() * array_length(v_standard, 1))::int]
        when 'premium' then v_premium[1 + floor(random() * array_length(v_premium, 1))::int]
        else v_corporate[1 + floor(random() * array_length(v_corporate, 1))::int] end;
    end loop;
    v_quote := public.quote_fare(
      (select p.id from public.places p where p.slug = v_from)::text,
      (select p.id from public.places p where p.slug = v_to)::text, v_service, v_time);

    -- Customer: the demo customer rides now and then, the others book as guests.
    if i % 21 = 0 or i in (284, 289, 293, 296) then
      v_user := v_customer_id;
      v_name := 'Chioma Nwosu'; v_phone := '+2348051234567'; v_email := 'customer@ekoluxe.ng';
    else
      v_user := null;
      v_pick := 1 + floor(random() * v_customers)::int;
      select c.name, c.phone, c.email into v_name, v_phone, v_email
      from seed_customers c where c.ord = v_pick;
    end if;

    -- Status.
    v_roll := random();
    if v_time < v_now then
      v_status := case when v_roll < 0.86 then 'completed' else 'cancelled' end;
    elsif v_time < v_now + interval '5 days' then
      v_status := case when v_roll < 0.55 then 'confirmed' when v_roll < 0.9 then 'pending' else 'cancelled' end;
    else
      v_status := case when v_roll < 0.3 then 'confirmed' when v_roll < 0.92 then 'pending' else 'cancelled' end;
    end if;
    -- The demo customer's upcoming rides (days 7 to 13): two confirmed, three still pending, so
    -- the open-bookings limit is met whatever day the seed runs (the random draws above shift
    -- with the date, through the driver pool's availability).
    if i in (284, 296) then
      v_status := 'confirmed';
    elsif i in (289, 293, 294) then
      v_status := 'pending';
    end if;

    -- Driver and vehicle for confirmed and completed rides: next in the class rotation who holds a
    -- valid licence on the day and is free within two hours.
    v_driver := null;
    v_vehicle := null;
    if v_status in ('confirmed', 'completed') then
      select p.driver_id, p.vehicle_id into v_driver, v_vehicle
      from seed_driver_pool p
      where p.service_class = v_service
        and p.valid_to >= (v_time at time zone 'Africa/Lagos')::date
        and not exists (
          select 1 from public.bookings b
          where b.driver_id = p.driver_id and b.status <> 'cancelled'
            and b.booking_time between v_time - interval '2 hours' and v_time + interval '2 hours')
      order by random()
      limit 1;
      if v_driver is null then
        v_status := case when v_time < v_now then 'cancelled' else 'pending' end;
      end if;
    end if;

    -- Timeline.
    v_created := least(v_time - make_interval(mins => 30 + floor(random() * 60 * 24 * 4)::int), v_now - interval '20 minutes');
    v_confirmed := null; v_started := null; v_completed := null; v_cancelled := null;
    if v_status in ('confirmed', 'completed') then
      v_confirmed := greatest(v_created, least(
        v_created + make_interval(mins => 5 + floor(random() * 85)::int), v_time - interval '10 minutes', v_now));
    end if;
    if v_status = 'completed' then
      v_started := v_time + make_interval(mins => floor(random() * 9)::int);
      v_completed := v_started + make_interval(mins => greatest(5, (v_quote ->> 'duration_min')::int + floor(random() * 21)::int - 8));
    end if;
    if v_status = 'cancelled' then
      v_cancelled := least(v_created + make_interval(mins => 10 + floor(random() * 600)::int), v_time - interval '15 minutes', v_now);
      v_cancelled := greatest(v_cancelled, v_created);
    end if;
    v_note := case when random() < 0.22 then v_notes[1 + floor(random() * array_length(v_notes, 1))::int] end;

    insert into public.bookings (
      user_id, customer_name, customer_phone, customer_email, pickup_location, pickup_place_id,
      dropoff_location, dropoff_place_id, booking_time, service_type, status, fare_kobo, fare_breakdown,
      distance_km, duration_min, driver_id, vehicle_id, notes, confirmed_at, started_at, completed_at,
      cancelled_at, created_at, updated_at
    ) values (
      v_user, v_name, v_phone, v_email, v_quote -> 'pickup' ->> 'name', (v_quote -> 'pickup' ->> 'id')::uuid,
      v_quote -> 'dropoff' ->> 'name', (v_quote -> 'dropoff' ->> 'id')::uuid, v_time, v_service, v_status,
      (v_quote ->> 'total_kobo')::bigint, v_quote, (v_quote ->> 'distance_km')::numeric,
      (v_quote ->> 'duration_min')::int, v_driver, v_vehicle, v_note, v_confirmed, v_started, v_completed,
      v_cancelled, v_created, greatest(v_created, v_confirmed, v_completed, v_cancelled)
    );
  end loop;
end
$$;

-- Lifetime trip counts include the rides completed in the demo period.
update public.drivers d
set trips = d.trips + c.completed
from (
  select b.driver_id, count(*)::int as completed
  from public.bookings b
  where b.status = 'completed' and b.driver_id is not null
  group by b.driver_id
) as c
where c.driver_id = d.id;

-- Maintenance and fuel logs ------------------------------------------------------------------------
do $$
declare
  v_admin constant uuid := 'a0000000-0000-4000-8000-000000000001';
  v_stations constant text[] := array[
    'NNPC Retail, Ozumba Mbadiwe', 'TotalEnergies, Adeola Odeku', 'MRS, Awolowo Road Ikoyi',
    'Conoil, Lekki-Epe Expressway', 'Ardova, Obafemi Awolowo Way Ikeja', 'Mobil, Admiralty Way Lekki',
    'NNPC Retail, Airport Road', 'TotalEnergies, Allen Avenue'];
  v_workshops constant text[] := array[
    'Weststar Associates (Mercedes-Benz), Victoria Island', 'Toyota Nigeria, Apapa',
    'Elizade Motors, Ikeja', 'Coscharis Motors, Ikeja'];
  v_vehicle record;
  v_day int;
  v_km int;
  v_litres int;
  v_price int;
  v_big boolean;
  v_n int := 0;
  v_ago int;
begin
  perform setseed(0.1106);
  for v_vehicle in select f.id, f.model, f.registration_number, f.status, f.service_class from public.fleets f order by f.registration_number loop
    v_n := v_n + 1;
    -- Days since the last service, against the 90-day interval and service_reminders()' 14-day
    -- window: a believable fleet is mostly on schedule (serviced 12-61 days ago), with two cars due
    -- soon (80 and 84 days) and one overdue (96 days).
    v_ago := case v_n when 4 then 96 when 9 then 84 when 13 then 80 else 12 + (v_n * 7) % 50 end;
    v_big := v_vehicle.model ~ '(Land Cruiser|LX|GX|Range Rover|Hiace|V 250)';
    v_km := 18000 + floor(random() * 70000)::int;
    v_day := -120 + floor(random() * 8)::int;
    -- Fuel every 8-12 days.
    while v_day <= -1 loop
      v_km := v_km + 8 * (45 + floor(random() * 30)::int);
      v_litres := case when v_big then 70 + floor(random() * 25)::int else 48 + floor(random() * 18)::int end;
      v_price := 935 + 5 * floor(random() * 12)::int;
      if not (v_vehicle.status = 'maintenance' and v_day > -3) then
        insert into public.maintenance_logs (vehicle_id, log_date, log_type, details, cost_kobo, odometer_km, created_by)
        values (v_vehicle.id, current_date + v_day, 'Fuel',
          format('%s L PMS at ₦%s/L, %s', v_litres, v_price, v_stations[1 + floor(random() * array_length(v_stations, 1))::int]),
          v_litres * v_price * 100, v_km, v_admin);
      end if;
      v_day := v_day + 8 + floor(random() * 5)::int;
    end loop;

    -- Servicing, inspections, tyres, cleaning, repairs.
    insert into public.maintenance_logs (vehicle_id, log_date, log_type, details, cost_kobo, odometer_km, created_by)
    values
      (v_vehicle.id, current_date - v_ago + floor(random() * 2)::int, 'Service',
        format('Scheduled service at %s: engine oil and filter, air and cabin filters, brake fluid check.',
          case when v_vehicle.model like 'Mercedes%' then v_workshops[1]
               when v_vehicle.model like 'Lexus%' or v_vehicle.model like 'Toyota%' then v_workshops[2 + floor(random() * 2)::int]
               else v_workshops[4] end),
        case when v_vehicle.model ~ '(Mercedes|Range Rover|LX)' then 38500000 + 500000 * floor(random() * 20)::int
             else 16500000 + 500000 * floor(random() * 14)::int end,
        -- About 45 km a day since (the fuel logs' pace), so the odometer agrees with the date.
        v_km - 45 * v_ago - floor(random() * 400)::int, v_admin),
      (v_vehicle.id, current_date - 60 + floor(random() * 30)::int, 'Inspection',
        'Computerised vehicle inspection and road-worthiness certificate renewed (Lagos State).',
        2500000, v_km - 1500, v_admin),
      (v_vehicle.id, current_date - 40 + floor(random() * 30)::int, 'Cleaning',
        'Full valet: interior shampoo, leather conditioning and ozone treatment.',
        3500000 + 500000 * floor(random() * 4)::int, v_km - 800, v_admin);

    if random() < 0.45 then
      insert into public.maintenance_logs (vehicle_id, log_date, log_type, details, cost_kobo, odometer_km, created_by)
      values (v_vehicle.id, current_date - 110 + floor(random() * 70)::int, 'Tyres',
        case when v_big then 'Four new 265/55 R20 all-terrain tyres fitted, balanced and aligned.'
             else 'Four new 245/45 R18 tyres fitted, balanced and aligned.' end,
        case when v_big then 148000000 else 96000000 end, v_km - 3500, v_admin);
    end if;
    if random() < 0.35 then
      insert into public.maintenance_logs (vehicle_id, log_date, log_type, details, cost_kobo, odometer_km, created_by)
      values (v_vehicle.id, current_date - 80 + floor(random() * 60)::int, 'Repair',
        (array['Front brake pads and discs replaced.', 'AC compressor re-gassed and cabin blower motor replaced.',
               'Rear suspension bushes replaced after pothole damage.', 'Windscreen chip repaired.'])[1 + floor(random() * 4)::int],
        8500000 + 2500000 * floor(random() * 20)::int, v_km - 2000, v_admin);
    end if;

    if v_vehicle.status = 'maintenance' then
      insert into public.maintenance_logs (vehicle_id, log_date, log_type, details, cost_kobo, odometer_km, created_by)
      values (v_vehicle.id, current_date - 3, 'Repair',
        'Transmission warning on the Third Mainland Bridge: towed to Toyota Nigeria, Apapa. Valve body being replaced; awaiting parts, back in service next week.',
        126000000, v_km + 120, v_admin);
    end if;
  end loop;
end
$$;

-- Revenue reports: the last six complete months, closed from the trips and logs above -------------
-- App rides are a small part of a chauffeur car's month; most of it is full-day hires by
-- corporate clients (07:30 to about 17:30, one a day, by the vehicle's regular driver on a day he
-- has no other ride). Fuel logs of the months before the detailed log above complete the costs.
-- Each month is then closed with close_period's worker, as the administrator, a few days after it
-- ended; all but the last are marked paid, so the last can still be re-run on the reports screen.
insert into public.bookings (
  customer_name, customer_phone, customer_email, pickup_location, pickup_place_id,
  dropoff_location, booking_time, service_type, status, fare_kobo, fare_breakdown, distance_km,
  duration_min, driver_id, vehicle_id, notes, confirmed_at, started_at, completed_at, created_at,
  updated_at
)
select c.name, c.phone, c.email, p.name, p.id, 'As directed (full-day hire)', h.pickup,
  f.service_class, 'completed', h.fare,
  jsonb_build_object('kind', 'chauffeur_hire', 'hours', 10, 'total_kobo', h.fare,
    'distance_km', h.km, 'duration_min', 600),
  h.km, 600, d.id, f.id, 'Full-day chauffeur hire, invoiced monthly.',
  h.pickup - interval '3 days', h.pickup, h.pickup + make_interval(mins => 570 + h.extra),
  h.pickup - interval '4 days', h.pickup + make_interval(mins => 570 + h.extra)
from public.fleets f
join public.drivers d on d.assigned_vehicle_id = f.id
cross join lateral generate_series(
  date_trunc('month', (now() at time zone 'Africa/Lagos')::date) - interval '6 months',
  date_trunc('month', (now() at time zone 'Africa/Lagos')::date) - interval '1 day',
  interval '1 day'
) as g (day)
cross join lateral (
  select abs(hashtext(f.registration_number || g.day::date::text)) as roll
) as r
cross join lateral (
  select (g.day::date + time '07:30') at time zone 'Africa/Lagos' as pickup,
    round((case
      when f.model ~ '(S 580|S 450|LX 600|Range Rover)' then 350000
      when f.service_class = 'airport_hotel' then 260000
      when f.service_class = 'corporate' then 220000
      else 120000 end) * (0.9 + (r.roll % 21) / 100.0) / 5000) * 500000 as fare,
    (60 + r.roll % 90)::numeric as km,
    (r.roll % 60)::int as extra
) as h
cross join lateral (
  select (array['eko-hotel-and-suites', 'victoria-island', 'ikoyi', 'marina', 'ikeja-gra',
    'civic-centre', 'nigerian-exchange', 'the-wheatbaker'])[1 + r.roll % 8] as slug
) as pick
join public.places p on p.slug = pick.slug
cross join lateral (
  select (array['Adaeze Okafor', 'Babatunde Oyelaran', 'Ngozi Eze', 'Richard Bamidele',
      'Fatima Garba'])[1 + r.roll % 5] as name,
    (array['+2348031182201', '+2348091182202', '+2347061182203', '+2348141182204',
      '+2349061182205'])[1 + r.roll % 5] as phone,
    (array['adaeze.okafor@gmail.com', 'b.oyelaran@outlook.com', 'ngozi.eze@yahoo.com',
      'richard.bamidele@gmail.com', 'fatima.garba@outlook.com'])[1 + r.roll % 5] as email
) as c
where r.roll % 100 < case when extract(dow from g.day) in (0, 6) then 25 else 62 end
  and not exists (
    select 1 from public.bookings b
    where b.driver_id = d.id and b.status <> 'cancelled'
      and (b.booking_time at time zone 'Africa/Lagos')::date = g.day::date
  );

update public.drivers d
set trips = d.trips + c.hires
from (
  select b.driver_id, count(*)::int as hires
  from public.bookings b
  where b.fare_breakdown ->> 'kind' = 'chauffeur_hire'
  group by b.driver_id
) as c
where c.driver_id = d.id;

insert into public.maintenance_logs (vehicle_id, log_date, log_type, details, cost_kobo, odometer_km, created_by)
select f.id, g.day::date, 'Fuel',
  format('%s L PMS at ₦%s/L, %s', l.litres, l.price,
    (array['NNPC Retail, Ozumba Mbadiwe', 'TotalEnergies, Adeola Odeku', 'MRS, Awolowo Road Ikoyi',
      'Mobil, Admiralty Way Lekki'])[1 + l.roll % 4]),
  l.litres * l.price * 100, null, 'a0000000-0000-4000-8000-000000000001'::uuid
from public.fleets f
cross join lateral generate_series(
  date_trunc('month', (now() at time zone 'Africa/Lagos')::date) - interval '6 months'
    + make_interval(days => abs(hashtext(f.registration_number)) % 5),
  (select coalesce(min(m.log_date), current_date) from public.maintenance_logs m where m.vehicle_id = f.id)
    - interval '9 days',
  interval '9 days'
) as g (day)
cross join lateral (
  select abs(hashtext(f.registration_number || g.day::date::text)) as roll
) as r
cross join lateral (
  select r.roll,
    case when f.model ~ '(Land Cruiser|LX|GX|Range Rover|Hiace|V 250)' then 70 + r.roll % 25
      else 48 + r.roll % 18 end as litres,
    935 + 5 * (r.roll % 12) as price
) as l;

select private.close_period(
  (date_trunc('month', (now() at time zone 'Africa/Lagos')::date) - make_interval(months => k))::date,
  'a0000000-0000-4000-8000-000000000001'::uuid
)
from generate_series(6, 1, -1) as k;

update public.report_periods p
set closed_at = (p.period + interval '1 month' + interval '2 days 10 hours') at time zone 'Africa/Lagos',
  status = case when p.period < (date_trunc('month', (now() at time zone 'Africa/Lagos')::date) - interval '1 month')::date
    then 'paid' else 'open' end,
  paid_at = case when p.period < (date_trunc('month', (now() at time zone 'Africa/Lagos')::date) - interval '1 month')::date
    then (p.period + interval '1 month' + interval '9 days 15 hours') at time zone 'Africa/Lagos' end,
  paid_by = case when p.period < (date_trunc('month', (now() at time zone 'Africa/Lagos')::date) - interval '1 month')::date
    then 'a0000000-0000-4000-8000-000000000001'::uuid end;

-- Money ------------------------------------------------------------------------------------------
-- Corporate full-day hires are invoiced monthly and settled by bank transfer through Paystack a
-- few days after the month ends; app rides stay as they were (cash, some still to collect).
-- Tunde Bakare and Folake Adeyemi have verified payout accounts (their recipients are fixtures of
-- the local Paystack stand-in); Emeka Obi has not added one yet, so the portal asks him to.
-- The paid months were paid out by bank transfer, the latest of them to Tunde through Paystack.
insert into public.payments (
  booking_id, kind, method, channel, status, amount_kobo, provider_reference, provider_id,
  received_at, recorded_by, created_at
)
select b.id, 'charge', 'paystack', 'bank_transfer', 'succeeded', b.fare_kobo,
  'PAY-' || b.reference || '-' || upper(left(md5(b.id::text), 8)),
  (4100000000 + abs(hashtext(b.id::text)) % 99999999)::text,
  least(date_trunc('month', b.completed_at) + interval '1 month 4 days 11 hours', now() - interval '1 day'),
  null, date_trunc('month', b.completed_at) + interval '1 month 3 days'
from public.bookings b
join public.report_periods p
  on p.period = date_trunc('month', b.completed_at at time zone 'Africa/Lagos')::date
where b.fare_breakdown ->> 'kind' = 'chauffeur_hire' and b.status = 'completed'
  and p.status = 'paid';

insert into public.owner_bank_accounts (
  owner_id, bank_code, bank_name, account_number, account_name, recipient_code, verified_at, updated_at
)
values
  ('a0000000-0000-4000-8000-000000000002'::uuid, '058', 'Guaranty Trust Bank', '0211045683',
    'TUNDE OLUWASEUN BAKARE', 'RCP_ekldemo0tunde', now() - interval '200 days', now() - interval '200 days'),
  ('a0000000-0000-4000-8000-000000000003'::uuid, '057', 'Zenith Bank', '2087731904',
    'FOLAKE TITILAYO ADEYEMI', 'RCP_ekldemo0folake', now() - interval '150 days', now() - interval '150 days');

insert into public.owner_payouts (
  period, owner_id, owner_name, amount_kobo, method, status, reference, transfer_code,
  bank_reference, account_label, created_by, created_at, completed_at
)
select o.period, o.owner_id, o.owner_name, o.amount_kobo,
  case when o.latest and o.owner_id = 'a0000000-0000-4000-8000-000000000002'::uuid
    then 'paystack_transfer' else 'bank_transfer' end,
  'succeeded',
  'po-' || to_char(o.period, 'YYYYMM') || '-' || left(md5(o.period::text || o.owner_name), 12),
  case when o.latest and o.owner_id = 'a0000000-0000-4000-8000-000000000002'::uuid
    then 'TRF_' || left(md5(o.period::text), 12) end,
  case when o.latest and o.owner_id = 'a0000000-0000-4000-8000-000000000002'::uuid then null
    else 'GTB/' || to_char(o.period, 'YYMM') || '/' || lpad((abs(hashtext(o.owner_name)) % 9000 + 1000)::text, 4, '0') end,
  (select private.account_label(a) from public.owner_bank_accounts a where a.owner_id = o.owner_id),
  'a0000000-0000-4000-8000-000000000001'::uuid, o.paid_at, o.paid_at
from (
  select p.period, p.paid_at, x.owner_id, x.owner_name, x.amount_kobo,
    p.period = max(p.period) over () as latest
  from public.report_periods p
  cross join lateral private.period_owner_amounts(p.period) as x
  where p.status = 'paid' and x.amount_kobo > 0
) as o;

-- Live positions -----------------------------------------------------------------------------------
-- Vehicles on a trip are part-way along their route; the others wait at their usual stands.
insert into public.vehicle_positions (vehicle_id, lat, lng, speed_kmh, heading, recorded_at, source)
select b.vehicle_id,
  round((pf.lat + (pt.lat - pf.lat) * 0.45)::numeric, 6)::double precision,
  round((pf.lng + (pt.lng - pf.lng) * 0.45)::numeric, 6)::double precision,
  (18 + (abs(hashtext(b.reference)) % 25))::numeric,
  ((degrees(atan2(pt.lng - pf.lng, pt.lat - pf.lat))::int + 360) % 360)::smallint,
  now() - interval '8 seconds', 'simulator'
from public.bookings b
join public.places pf on pf.id = b.pickup_place_id
join public.places pt on pt.id = b.dropoff_place_id
where b.status = 'in-progress';

insert into public.vehicle_positions (vehicle_id, lat, lng, speed_kmh, heading, recorded_at, source)
select f.id, s.lat, s.lng, 0, s.heading, now() - s.age, 'simulator'
from public.fleets f
join (values
  ('EKY-482KJ', 6.42290, 3.42650, 90, interval '2 minutes'),   -- Eko Hotel & Suites forecourt
  ('EKY-664RT', 6.44720, 3.43080, 180, interval '4 minutes'),  -- Ikoyi, by The Wheatbaker
  ('LND-027XA', 6.43160, 3.40760, 270, interval '1 minute'),   -- Federal Palace Hotel
  ('APP-118FG', 6.57690, 3.32240, 0, interval '3 minutes'),    -- MMIA car park
  ('SMK-552TY', 6.44930, 3.36350, 45, interval '50 minutes'),  -- workshop, Apapa
  ('KJA-215BD', 6.45200, 3.39380, 120, interval '6 minutes'),  -- Marina
  ('EKY-903LM', 6.42410, 3.41480, 200, interval '2 minutes'),  -- Eko Atlantic
  ('LND-918MR', 6.58300, 3.35420, 300, interval '5 minutes'),  -- Lagos Marriott Ikeja
  ('APP-265VB', 6.58480, 3.32540, 15, interval '9 minutes'),   -- MMA2
  ('LSR-806CN', 6.50950, 3.37880, 160, interval '3 minutes'),  -- Yaba
  ('FST-430QE', 6.43520, 3.44790, 75, interval '7 minutes')    -- The Palms, Lekki
) as s (plate, lat, lng, heading, age) on s.plate = f.registration_number
where not exists (select 1 from public.vehicle_positions p where p.vehicle_id = f.id);

-- Contact form submissions ---------------------------------------------------------------------------
insert into public.contact_submissions (form_type, name, email, phone, subject, message, company_name, service_requirements, created_at)
values
  ('apply_to_drive', 'Adewale Ogunbanjo', 'adewale.ogunbanjo@gmail.com', '+2348035521764', null,
    'Eight years driving executives for an oil services company on the Island. Clean licence, defensive-driving certificate, I know the airport car parks well.',
    null, null, now() - interval '2 days 4 hours'),
  ('apply_to_drive', 'Blessing Udo', 'blessing.udo@yahoo.com', '+2349066613478', null,
    'Former hotel chauffeur (five years). Available for night shifts and airport runs.',
    null, null, now() - interval '9 days'),
  ('contact_sales', 'Ireti Coker', 'ireti.coker@lagooncapital.com.ng', '+2348122209345', null, null,
    'Lagoon Capital Partners',
    'Daily transport for 12 senior staff between Ikoyi and Marina, plus airport pick-ups for visiting investors (about 20 a month). Monthly invoicing required.',
    now() - interval '1 day 6 hours'),
  ('contact_sales', 'Kelechi Amadi', 'k.amadi@atlanticreach.ng', '+2348169945120', null, null,
    'Atlantic Reach Logistics',
    'Two V-Class vans with chauffeurs for a three-day conference at Eko Hotel next month.',
    now() - interval '12 days'),
  ('contact', 'Morenike Davies', 'morenike.davies@gmail.com', null, 'Lost item',
    'I left a grey scarf in the S-Class that took me from MMA2 to Ikoyi on Saturday evening. Could the chauffeur check, please?',
    null, null, now() - interval '3 days'),
  ('contact', 'Peter Okon', 'peter.okon@outlook.com', '+2348024436781', 'Wedding in December',
    'Do you offer packages for wedding guests, four cars for a whole day on the Island?',
    null, null, now() - interval '5 hours');

-- Airport flight numbers (issue 11) -----------------------------------------------------------------
-- Every seeded booking with an airport at either end carries a flight number, as create_booking now
-- requires (stored upper case without spaces; bookings_flight_number_shape). Arrivals land on a
-- flight into Lagos, departures leave on one out of it: British Airways, Virgin Atlantic, Emirates,
-- Delta and Qatar at the international terminal (Air Peace too, for its regional routes); Air Peace,
-- Arik, United Nigeria and Ibom Air at MMA2 and the General Aviation Terminal. Chosen from the
-- booking's reference, so a re-seed gives the same numbers. The bookings were inserted as they were
-- made: filling in the flight is not an edit to log or to stamp on updated_at.
alter table public.bookings disable trigger bookings_set_updated_at;
alter table public.bookings disable trigger bookings_audit;

with airport_bookings as (
  select b.id, b.reference, p.slug as pickup_slug, d.slug as dropoff_slug,
    p.kind = 'airport' as arrival
  from public.bookings b
  join public.places p on p.id = b.pickup_place_id
  join public.places d on d.id = b.dropoff_place_id
  where b.flight_number is null and (p.kind = 'airport' or d.kind = 'airport')
), choices as (
  select a.id,
    case
      when (case when a.arrival then a.pickup_slug else a.dropoff_slug end) = 'mmia-international-terminal'
        then case when a.arrival
          then array['BA75', 'VS411', 'EK783', 'DL54', 'QR1409', 'P47121', 'BA75', 'EK783']
          else array['BA74', 'VS412', 'EK784', 'DL55', 'QR1410', 'P47120', 'BA74', 'EK784'] end
      else case when a.arrival
        then array['P47123', 'W3108', 'UN204', 'QI321', 'P47241', 'W3212', 'UN508', 'QI335']
        else array['P47124', 'W3107', 'UN203', 'QI320', 'P47240', 'W3211', 'UN507', 'QI334'] end
    end as flights,
    abs(hashtext(a.reference)::bigint) as pick
  from airport_bookings a
)
update public.bookings b
set flight_number = c.flights[1 + c.pick % array_length(c.flights, 1)]
from choices c
where c.id = b.id;

alter table public.bookings enable trigger bookings_audit;
alter table public.bookings enable trigger bookings_set_updated_at;

-- Ride access: colours and riders' ratings (issue 11) ---------------------------------------------
-- Every vehicle's colour, as the rider looks for it at the kerb. Riders rate about three in five
-- completed app rides (corporate full-day hires seldom), mostly 4 and 5 stars, so each driver's
-- rating and rating_count are the averages of real rows, near the rating the driver had. The demo
-- customer rates every completed ride but the latest one (left for the demo), and keeps upcoming
-- rides more than two hours ahead that can still be cancelled. Choices hash the booking reference,
-- so a re-seed gives the same ratings. The seeded cancellations are the operator's
-- (bookings_default_cancelled_by); bookings are not rewritten here, which would leave the table
-- and its indexes with dead row versions that tip the planner at 100 000 bookings. As with the
-- other back-filled columns, none of this is an edit to log or to stamp on updated_at.
alter table public.fleets disable trigger fleets_audit;
alter table public.fleets disable trigger fleets_set_updated_at;
update public.fleets f
set colour = c.colour
from (values
  ('EKY-482KJ', 'Obsidian black'),
  ('LND-731AE', 'Diamond white'),
  ('EKY-664RT', 'Sonic quartz white'),
  ('LND-027XA', 'Carpathian grey'),
  ('APP-118FG', 'Black'),
  ('KJA-349HP', 'Silver'),
  ('SMK-552TY', 'Champagne'),
  ('KJA-215BD', 'Selenite grey'),
  ('EKY-903LM', 'Graphite black'),
  ('LND-918MR', 'Obsidian black'),
  ('APP-265VB', 'White'),
  ('LSR-806CN', 'Silver'),
  ('KJA-771DW', 'Dark grey'),
  ('FST-430QE', 'Pearl white')
) as c (plate, colour)
where f.registration_number = c.plate;
alter table public.fleets enable trigger fleets_set_updated_at;
alter table public.fleets enable trigger fleets_audit;

-- The ratings go in with one insert and the drivers' averages follow in one pass (the same
-- refresh the ride_ratings trigger runs for each new rating), rather than one drivers update per
-- rating: a few hundred row versions of a 15-row table would skew the planner's view of it.
alter table public.drivers disable trigger drivers_audit;
alter table public.drivers disable trigger drivers_set_updated_at;
alter table public.ride_ratings disable trigger ride_ratings_keep_driver_rating;
with completed as (
  select b.id, b.reference, b.driver_id, b.user_id, b.completed_at,
    b.fare_breakdown ->> 'kind' = 'chauffeur_hire' as hire,
    d.rating as target,
    row_number() over (partition by b.user_id order by b.completed_at desc) as recency,
    abs(hashtext(b.reference || ':rated')::bigint) % 1000 / 1000.0 as u_rated,
    abs(hashtext(b.reference || ':stars')::bigint) % 1000 / 1000.0 as u_stars,
    abs(hashtext(b.reference || ':said')::bigint) as said
  from public.bookings b
  join public.drivers d on d.id = b.driver_id
  where b.status = 'completed'
), chosen as (
  select c.*,
    -- 3 % three stars, then P(5) such that the mean is near the driver's rating: 4 + P(5) - P(3).
    case
      when c.u_stars < 0.03 then 3
      when c.u_stars < 0.03 + least(greatest(c.target - 4 + 0.03, 0.05), 0.97) then 5
      else 4
    end as stars
  from completed c
  where case
    when c.user_id is not null then c.recency > 1
    when c.hire then c.u_rated < 0.15
    else c.u_rated < 0.6
  end
)
insert into public.ride_ratings (booking_id, driver_id, rating, comment, created_at)
select c.id, c.driver_id, c.stars,
  case
    when c.stars = 5 and c.said % 10 < 3 then (array[
      'Driver was on time despite the Third Mainland traffic. AC was chilling, no wahala at all.',
      'Very professional. He knew a way round the Lekki toll gate queue that saved us 20 minutes.',
      'Car was spotless and the chilled water was a nice touch. Will book again.',
      'Smooth pickup at the airport, he was waiting at the car park with my name board. Top notch!',
      'Calm driving even in the Ikorodu Road go-slow. My mum felt very safe.',
      'Correct guy! Helped with all my luggage and did not rush me.',
      'Arrived 10 minutes early at Eko Hotel. Exactly what we needed for the client meeting.',
      'No story, no excuses, just excellent service. Thank you EkoLuxe.'])[1 + (c.said / 10) % 8]
    when c.stars = 4 and c.said % 10 < 5 then (array[
      'Good ride, but he took Ozumba Mbadiwe when I asked for Admiralty Way.',
      'Comfortable car. Pickup was a few minutes late because of the rain at Ajah.',
      'Nice and clean, but the phone charger in the back was not working.',
      'Driver was polite. Radio was a bit loud; he turned it down when I asked.',
      'Fine overall. Traffic on the Lekki-Epe Expressway was mad but he managed it well.'])[1 + (c.said / 10) % 5]
    when c.stars = 3 and c.said % 10 < 8 then (array[
      'The ride was okay but he could not find the estate gate and I had to guide him.',
      'Car was fine but the AC took long to cool down. Lagos heat is not a joke.',
      'Arrived 20 minutes late. Please plan better for Apapa traffic.'])[1 + (c.said / 10) % 3]
  end,
  least(c.completed_at + make_interval(mins => 10 + (c.said % 2880)::int), now())
from chosen c;
alter table public.ride_ratings enable trigger ride_ratings_keep_driver_rating;
select private.refresh_driver_rating(d.id)
from public.drivers d
where exists (select 1 from public.ride_ratings r where r.driver_id = d.id);
alter table public.drivers enable trigger drivers_set_updated_at;
alter table public.drivers enable trigger drivers_audit;
