-- Baseline, part 17 of 17, reference data: Lagos places offered in the booking form and the fare
-- rules behind quote_fare. Production data (applied by `supabase db push`), idempotent: re-running
-- updates rows in place.
--
-- Coordinates
--   * Rows marked "sourced" use published coordinates exactly (airport reference point, Victoria
--     Island, Ikoyi, Lagos Island, Ikeja, Surulere, Apapa, Eko Atlantic, Eko Hotel & Suites,
--     Federal Palace Hotel).
--   * Every other row is marked "approx": general map knowledge, good to about 1-2 km. That is
--     enough for an upfront fare estimate (distance x road factor), not for navigation.
--   * Airport terminals: no published terminal-level coordinates were found. The international
--     terminal uses the published aerodrome reference point of Murtala Muhammed International
--     Airport (6.57722, 3.32111); MMA2 and the General Aviation Terminal sit on the domestic side of
--     the same runways about 1 km away, so they use that reference point plus small offsets of about
--     1 km (documented on each row). Good enough for fares; replace with surveyed points when
--     available.
--
-- Aliases are other words for the same place, and the full names, so the booking page's exact
-- lookup finds them too (e.g. 'VI', 'MMIA', 'Murtala Muhammed International Airport': without
-- that alias the home page's quick booking to the airport could not be priced, the place being
-- named "… (MMIA)"). Spellings that differ only in case, accents, spacing, punctuation, "&"/"and",
-- a trailing "Lagos", or Mohammed/Muhammad/Int'l are matched by place_match_key() and need no
-- alias. MMA1, the old domestic terminal, shares the General Aviation Terminal's row: both stand on
-- the domestic side of the airport, so a fare to either is the same.
insert into public.places (slug, name, kind, area, lat, lng, aliases, popular)
values
  -- Airports --------------------------------------------------------------------------------------
  -- sourced: aerodrome reference point of LOS/DNMM, used for the international terminal
  ('mmia-international-terminal', 'Murtala Muhammed International Airport (MMIA)', 'airport', 'Ikeja',
    6.57722, 3.32111,
    array['MMIA', 'LOS', 'Lagos Airport', 'Lagos International Airport', 'International Airport',
      'MMIA International Terminal', 'Murtala Muhammed International Airport',
      'Murtala Mohammed International Airport', 'Murtala Muhammed Airport',
      'Murtala Mohammed Airport', 'Murtala Airport', 'Murtala Muhammed International Terminal',
      'MMIA Airport', 'MMIA Terminal', 'MM International Airport', 'International Terminal',
      'Lagos International Terminal', 'New International Terminal', 'Ikeja Airport',
      'Ikeja International Airport', 'LOS Airport', 'DNMM'],
    true),
  -- reference point + (+0.0080 lat, +0.0040 lng), about 1.0 km NNE: domestic side
  ('mma2-domestic-terminal', 'MMA2 Domestic Terminal', 'airport', 'Ikeja',
    6.58522, 3.32511,
    array['MMA2', 'Domestic Airport', 'Local Airport', 'Bi-Courtney Terminal',
      'Lagos Domestic Airport', 'MM2', 'MM2 Airport', 'MMA2 Airport', 'MM2 Terminal',
      'MMA2 Terminal', 'MM2 Domestic Terminal', 'Domestic Terminal', 'Domestic Terminal 2',
      'Lagos Domestic Terminal', 'Ikeja Domestic Airport', 'Murtala Muhammed Domestic Airport',
      'Murtala Muhammed Domestic Terminal', 'Murtala Muhammed Airport Terminal 2', 'MMA Terminal 2',
      'Bi-Courtney Aviation Terminal', 'DBOT'],
    true),
  -- reference point + (+0.0060 lat, +0.0085 lng), about 1.1 km ENE: domestic side
  ('general-aviation-terminal', 'General Aviation Terminal (GAT)', 'airport', 'Ikeja',
    6.58322, 3.32961,
    array['GAT', 'General Aviation Terminal', 'MMA1', 'Private Jet Terminal', 'MM1', 'MM1 Airport',
      'MMA1 Terminal', 'Old Domestic Terminal', 'Domestic Terminal 1',
      'Murtala Muhammed Airport Terminal 1', 'GAT Terminal', 'GAT Ikeja',
      'Lagos Private Jet Terminal'],
    false),

  -- Hotels ----------------------------------------------------------------------------------------
  -- sourced
  ('eko-hotel-and-suites', 'Eko Hotel & Suites', 'hotel', 'Victoria Island',
    6.42253, 3.42720,
    array['Eko Hotel', 'Eko Hotels', 'Eko Hotel and Suites', 'Eko Convention Centre',
      'Eko Hotels and Suites', 'Eko Hotel Victoria Island', 'Eko Hotel VI', 'Eko Suites',
      'Eko Signature Hotel'],
    true),
  -- sourced
  ('federal-palace-hotel', 'Federal Palace Hotel', 'hotel', 'Victoria Island',
    6.431413, 3.407049,
    array['Federal Palace', 'Fed Palace', 'Federal Palace Hotel and Casino',
      'Federal Palace Hotel VI', 'Fed Palace Hotel'],
    true),
  -- approx: Kofo Abayomi Street, VI
  ('lagos-continental-hotel', 'Lagos Continental Hotel', 'hotel', 'Victoria Island',
    6.4290, 3.4125,
    array['Lagos Continental', 'InterContinental Lagos', 'Intercontinental', 'Continental Hotel',
      'Continental Hotel VI', 'InterContinental Hotel'],
    true),
  -- approx: Ozumba Mbadiwe Avenue, on the lagoon
  ('radisson-blu-anchorage', 'Radisson Blu Anchorage Hotel', 'hotel', 'Victoria Island',
    6.4385, 3.4215,
    array['Radisson Blu Anchorage', 'Radisson VI', 'Radisson Blu Victoria Island',
      'Radisson Anchorage', 'Radisson Blu VI', 'Radisson Blu Hotel Victoria Island',
      'Radisson Blu Anchorage Victoria Island'],
    true),
  -- approx: Isaac John Street, Ikeja GRA
  ('radisson-blu-ikeja', 'Radisson Blu Hotel Ikeja', 'hotel', 'Ikeja GRA',
    6.5800, 3.3530,
    array['Radisson Blu Ikeja', 'Radisson Ikeja', 'Radisson Blu Hotel Lagos Ikeja',
      'Radisson Blu Lagos Ikeja', 'Radisson Hotel Ikeja', 'Radisson Blu GRA'],
    true),
  -- approx: 30 Mobolaji Bank Anthony Way
  ('sheraton-lagos', 'Sheraton Lagos Hotel', 'hotel', 'Ikeja',
    6.5770, 3.3570,
    array['Sheraton Lagos', 'Sheraton Ikeja', 'Sheraton', 'Sheraton Hotel', 'Sheraton Hotel Ikeja',
      'Sheraton Lagos Hotel and Towers', 'Sheraton Lagos Ikeja'],
    true),
  -- approx: Oniru
  ('four-points-oniru', 'Four Points by Sheraton Lagos', 'hotel', 'Oniru',
    6.4330, 3.4500,
    array['Four Points', 'Four Points Oniru', 'Four Points by Sheraton', 'Four Points Lekki',
      'Four Points Hotel', 'Four Points Sheraton', 'Four Points VI', 'Four Points Victoria Island',
      'Four Points by Sheraton Oniru'],
    true),
  -- approx: Joel Ogunnaike Street, Ikeja GRA
  ('lagos-marriott-ikeja', 'Lagos Marriott Hotel Ikeja', 'hotel', 'Ikeja GRA',
    6.5835, 3.3545,
    array['Marriott Ikeja', 'Lagos Marriott', 'Marriott', 'Lagos Marriott Hotel',
      'Marriott Hotel Ikeja', 'Marriott Hotel', 'Marriott GRA', 'Lagos Marriott Ikeja',
      'Marriott Ikeja GRA'],
    true),
  -- approx: Onitolo Road, Ikoyi
  ('the-wheatbaker', 'The Wheatbaker', 'hotel', 'Ikoyi',
    6.4470, 3.4310,
    array['Wheatbaker', 'Wheatbaker Hotel', 'Wheatbaker Ikoyi', 'The Wheatbaker Hotel'],
    false),
  -- approx: Alfred Rewane Road, Ikoyi
  ('southern-sun-ikoyi', 'Southern Sun Ikoyi', 'hotel', 'Ikoyi',
    6.4500, 3.4255,
    array['Southern Sun', 'Southern Sun Lagos', 'Southern Sun Hotel', 'Southern Sun Hotel Ikoyi'],
    false),
  -- approx: Lekki Road, by the Lekki-Epe Expressway entry
  ('lagos-oriental-hotel', 'Lagos Oriental Hotel', 'hotel', 'Victoria Island',
    6.4370, 3.4320,
    array['Oriental Hotel', 'The Oriental', 'Lagos Oriental', 'Oriental Hotel VI'],
    false),
  -- approx: Lugard Avenue, Ikoyi
  ('the-george-lagos', 'The George Lagos', 'hotel', 'Ikoyi',
    6.4480, 3.4355,
    array['The George', 'George Hotel', 'The George Hotel', 'The George Ikoyi'],
    false),
  -- approx: Bourdillon Road, Ikoyi
  ('moorhouse-ikoyi', 'Moorhouse, MGallery Ikoyi', 'hotel', 'Ikoyi',
    6.4455, 3.4345,
    array['Moorhouse', 'Moorhouse Hotel', 'MGallery Ikoyi', 'Moorhouse Ikoyi', 'Moorhouse MGallery',
      'Moorhouse Hotel Ikoyi'],
    false),
  -- approx: Toyin Street, Ikeja
  ('ibis-lagos-ikeja', 'ibis Lagos Ikeja', 'hotel', 'Ikeja',
    6.5935, 3.3545,
    array['Ibis Ikeja', 'Ibis Hotel', 'Ibis Lagos', 'Ibis Hotel Ikeja', 'Ibis Ikeja Hotel'],
    false),

  -- Areas and business districts -----------------------------------------------------------------
  -- sourced
  ('victoria-island', 'Victoria Island', 'area', 'Eti-Osa',
    6.43003, 3.42599,
    array['VI', 'V.I.', 'V/I', 'Victoria Island Lagos'],
    true),
  -- sourced
  ('ikoyi', 'Ikoyi', 'area', 'Eti-Osa',
    6.4500, 3.4333,
    array['Old Ikoyi', 'South-West Ikoyi'],
    true),
  -- sourced
  ('lagos-island', 'Lagos Island', 'area', 'Lagos Island',
    6.4500, 3.4000,
    array['Isale Eko', 'Eko', 'The Island'],
    true),
  -- approx: the Marina / Broad Street central business district
  ('marina', 'Marina', 'area', 'Lagos Island',
    6.4500, 3.3900,
    array['Lagos Marina', 'Broad Street', 'Lagos CBD', 'Central Business District'],
    true),
  -- sourced
  ('ikeja', 'Ikeja', 'area', 'Ikeja',
    6.6000, 3.3500,
    array['Ikeja Lagos'],
    true),
  -- approx
  ('ikeja-gra', 'Ikeja GRA', 'area', 'Ikeja',
    6.5800, 3.3500,
    array['GRA Ikeja', 'Ikeja Government Reserved Area'],
    true),
  -- sourced
  ('eko-atlantic', 'Eko Atlantic', 'area', 'Victoria Island',
    6.4234813, 3.4151026,
    array['Eko Atlantic City', 'Eko Atlantic Lagos'],
    true),
  -- approx
  ('lekki-phase-1', 'Lekki Phase 1', 'area', 'Eti-Osa',
    6.4400, 3.4700,
    array['Lekki Phase I', 'Lekki Ph1', 'Lekki Ph 1', 'Lekki Phase One', 'Lekki', 'Lekki 1',
      'Phase 1 Lekki'],
    true),
  -- approx
  ('oniru', 'Oniru', 'area', 'Eti-Osa',
    6.4350, 3.4450,
    array['Oniru Estate', 'Victoria Island Extension', 'VI Extension', 'Oniru VI',
      'Oniru Victoria Island'],
    false),
  -- approx
  ('banana-island', 'Banana Island', 'area', 'Ikoyi',
    6.4655, 3.4450,
    array['Banana Island Ikoyi'],
    true),
  -- approx
  ('parkview-estate', 'Parkview Estate', 'area', 'Ikoyi',
    6.4605, 3.4430,
    array['Parkview', 'Park View Estate'],
    false),
  -- approx
  ('ikate', 'Ikate', 'area', 'Lekki',
    6.4430, 3.4950,
    array['Ikate Elegushi', 'Elegushi'],
    false),
  -- approx
  ('osapa-london', 'Osapa London', 'area', 'Lekki',
    6.4380, 3.5170,
    array['Osapa', 'Jakande'],
    false),
  -- approx
  ('chevron-drive', 'Chevron Drive', 'area', 'Lekki',
    6.4380, 3.5320,
    array['Chevron', 'Chevron Lekki', 'Chevron Roundabout'],
    false),
  -- approx
  ('victoria-garden-city', 'Victoria Garden City', 'area', 'Lekki',
    6.4620, 3.5520,
    array['VGC'],
    false),
  -- approx
  ('ajah', 'Ajah', 'area', 'Eti-Osa',
    6.4700, 3.5700,
    array['Ajah Lagos', 'Ajah Roundabout'],
    true),
  -- approx
  ('sangotedo', 'Sangotedo', 'area', 'Eti-Osa',
    6.4720, 3.6170,
    array['Sangotedo Ajah'],
    false),
  -- sourced
  ('surulere', 'Surulere', 'area', 'Surulere',
    6.5000, 3.3500,
    array['Surulere Lagos'],
    true),
  -- approx
  ('yaba', 'Yaba', 'area', 'Lagos Mainland',
    6.5100, 3.3800,
    array['Yaba Lagos', 'Sabo Yaba'],
    true),
  -- approx
  ('ebute-metta', 'Ebute Metta', 'area', 'Lagos Mainland',
    6.4850, 3.3800,
    array['Ebute-Metta', 'Oyingbo'],
    false),
  -- sourced
  ('apapa', 'Apapa', 'area', 'Apapa',
    6.4500, 3.3670,
    array['Apapa GRA', 'Lagos Port', 'Apapa Port'],
    true),
  -- approx
  ('maryland', 'Maryland', 'area', 'Ikeja',
    6.5700, 3.3700,
    array['Maryland Lagos'],
    false),
  -- approx
  ('oshodi', 'Oshodi', 'area', 'Oshodi-Isolo',
    6.5500, 3.3400,
    array['Oshodi Lagos'],
    false),
  -- approx
  ('gbagada', 'Gbagada', 'area', 'Kosofe',
    6.5560, 3.3900,
    array['Gbagada Phase 1', 'Gbagada Phase 2'],
    false),
  -- approx
  ('magodo', 'Magodo GRA', 'area', 'Kosofe',
    6.6200, 3.3850,
    array['Magodo', 'Magodo Phase 2', 'Shangisha', 'Magodo Phase 1'],
    false),
  -- approx
  ('ogudu', 'Ogudu GRA', 'area', 'Kosofe',
    6.5750, 3.3950,
    array['Ogudu'],
    false),
  -- approx
  ('ilupeju', 'Ilupeju', 'area', 'Mushin',
    6.5530, 3.3570,
    array['Ilupeju Industrial Estate'],
    false),
  -- approx
  ('opebi', 'Opebi', 'area', 'Ikeja',
    6.5920, 3.3650,
    array['Opebi Road'],
    false),
  -- approx
  ('allen-avenue', 'Allen Avenue', 'area', 'Ikeja',
    6.6010, 3.3530,
    array['Allen', 'Allen Roundabout'],
    false),
  -- approx
  ('obalende', 'Obalende', 'area', 'Lagos Island',
    6.4490, 3.4100,
    array['Obalende Lagos'],
    false),
  -- approx
  ('festac-town', 'Festac Town', 'area', 'Amuwo-Odofin',
    6.4670, 3.2830,
    array['Festac', 'FESTAC'],
    false),
  -- approx
  ('ikorodu', 'Ikorodu', 'area', 'Ikorodu',
    6.6190, 3.5100,
    array['Ikorodu Lagos'],
    false),

  -- Landmarks, venues and institutions ------------------------------------------------------------
  -- approx: Oshodi Transport Interchange, between the Apapa Expressway and Agege Motor Road
  ('oshodi-transport-interchange', 'Oshodi Transport Interchange', 'landmark', 'Oshodi',
    6.5530, 3.3440,
    array['Oshodi Interchange', 'Oshodi Bus Terminal', 'Oshodi Terminal 3'],
    false),
  -- approx
  ('lekki-conservation-centre', 'Lekki Conservation Centre', 'landmark', 'Lekki',
    6.4390, 3.5360,
    array['LCC', 'Lekki Conservation Center', 'Canopy Walk'],
    true),
  -- approx
  ('lekki-ikoyi-link-bridge', 'Lekki-Ikoyi Link Bridge', 'landmark', 'Lekki',
    6.4465, 3.4490,
    array['Lekki Link Bridge', 'Lekki-Ikoyi Bridge', 'Ikoyi Link Bridge'],
    false),
  -- approx
  ('landmark-beach', 'Landmark Beach', 'landmark', 'Oniru',
    6.4245, 3.4450,
    array['Landmark Centre', 'Landmark Event Centre', 'Landmark Village'],
    true),
  -- approx
  ('elegushi-beach', 'Elegushi Beach', 'landmark', 'Lekki',
    6.4300, 3.4900,
    array['Elegushi Royal Beach'],
    false),
  -- approx
  ('national-theatre', 'National Theatre', 'landmark', 'Iganmu',
    6.4747, 3.3730,
    array['National Arts Theatre', 'Wole Soyinka Centre', 'Iganmu'],
    false),
  -- approx
  ('tafawa-balewa-square', 'Tafawa Balewa Square', 'landmark', 'Lagos Island',
    6.4470, 3.3990,
    array['TBS', 'Race Course'],
    false),
  -- approx
  ('freedom-park', 'Freedom Park', 'landmark', 'Lagos Island',
    6.4490, 3.3935,
    array['Freedom Park Lagos'],
    false),
  -- approx
  ('muson-centre', 'MUSON Centre', 'landmark', 'Onikan',
    6.4460, 3.4040,
    array['MUSON', 'Muson Centre Onikan'],
    false),
  -- approx: Customs Street, Marina
  ('nigerian-exchange', 'Nigerian Exchange (NGX)', 'landmark', 'Lagos Island',
    6.4525, 3.3935,
    array['NGX', 'Stock Exchange', 'Nigerian Stock Exchange', 'NSE'],
    false),
  -- approx
  ('civic-centre', 'The Civic Centre', 'landmark', 'Victoria Island',
    6.4375, 3.4185,
    array['Civic Centre', 'Civic Center'],
    false),
  -- approx
  ('terra-kulture', 'Terra Kulture', 'landmark', 'Victoria Island',
    6.4300, 3.4190,
    array['Terra Kulture Arena'],
    false),
  -- approx
  ('muri-okunola-park', 'Muri Okunola Park', 'landmark', 'Victoria Island',
    6.4325, 3.4235,
    array['Muri Okunola'],
    false),
  -- approx
  ('harbour-point', 'Harbour Point', 'landmark', 'Victoria Island',
    6.4225, 3.4260,
    array['Harbour Point Event Centre'],
    false),
  -- approx
  ('ikoyi-club', 'Ikoyi Club 1938', 'landmark', 'Ikoyi',
    6.4545, 3.4270,
    array['Ikoyi Club'],
    false),
  -- approx
  ('lagos-polo-club', 'Lagos Polo Club', 'landmark', 'Ikoyi',
    6.4525, 3.4130,
    array['Polo Club', 'Ikoyi Polo Club'],
    false),
  -- approx
  ('falomo', 'Falomo Shopping Centre', 'landmark', 'Ikoyi',
    6.4440, 3.4290,
    array['Falomo', 'Falomo Roundabout'],
    false),
  -- approx
  ('nike-art-gallery', 'Nike Art Gallery', 'landmark', 'Lekki',
    6.4420, 3.4910,
    array['Nike Art Centre', 'Nike Gallery'],
    false),
  -- approx: Pan-Atlantic University campus, Lekki-Epe Expressway
  ('lagos-business-school', 'Lagos Business School', 'landmark', 'Ajah',
    6.4660, 3.5770,
    array['LBS', 'Pan-Atlantic University'],
    false),
  -- approx
  ('university-of-lagos', 'University of Lagos', 'landmark', 'Akoka',
    6.5157, 3.3896,
    array['UNILAG', 'Unilag Akoka'],
    false),
  -- approx
  ('luth', 'Lagos University Teaching Hospital', 'landmark', 'Idi-Araba',
    6.5170, 3.3530,
    array['LUTH', 'Idi-Araba'],
    false),
  -- approx
  ('national-stadium', 'National Stadium Surulere', 'landmark', 'Surulere',
    6.4970, 3.3660,
    array['National Stadium', 'Surulere Stadium'],
    false),
  -- approx
  ('alausa-secretariat', 'Lagos State Secretariat, Alausa', 'landmark', 'Ikeja',
    6.6180, 3.3580,
    array['Alausa', 'Alausa Secretariat', 'Lagos State Secretariat'],
    false),
  -- approx
  ('new-afrika-shrine', 'New Afrika Shrine', 'landmark', 'Ikeja',
    6.6140, 3.3510,
    array['Afrika Shrine', 'The Shrine'],
    false),

  -- Malls and markets -------------------------------------------------------------------------------
  -- approx
  ('the-palms-lekki', 'The Palms Shopping Mall', 'landmark', 'Lekki',
    6.4350, 3.4480,
    array['The Palms', 'Palms Mall', 'Palms Lekki'],
    true),
  -- approx
  ('ikeja-city-mall', 'Ikeja City Mall', 'landmark', 'Ikeja',
    6.6145, 3.3570,
    array['ICM', 'Ikeja Mall', 'Shoprite Ikeja'],
    true),
  -- approx
  ('circle-mall', 'Circle Mall', 'landmark', 'Lekki',
    6.4360, 3.5190,
    array['Circle Mall Lekki', 'Circle Mall Osapa'],
    false),
  -- approx
  ('novare-lekki-mall', 'Novare Lekki Mall', 'landmark', 'Sangotedo',
    6.4730, 3.6180,
    array['Novare Mall', 'Shoprite Sangotedo', 'Novare Sangotedo'],
    false),
  -- approx
  ('maryland-mall', 'Maryland Mall', 'landmark', 'Maryland',
    6.5730, 3.3670,
    array['Maryland Shopping Mall'],
    false),
  -- approx
  ('leisure-mall-surulere', 'Leisure Mall', 'landmark', 'Surulere',
    6.4950, 3.3570,
    array['Leisure Mall Surulere', 'Adeniran Ogunsanya Mall'],
    false),
  -- approx
  ('balogun-market', 'Balogun Market', 'landmark', 'Lagos Island',
    6.4555, 3.3880,
    array['Balogun', 'Idumota'],
    false),
  -- approx: Lekki Arts and Crafts Market, Jakande
  ('lekki-arts-and-crafts-market', 'Lekki Arts and Crafts Market', 'landmark', 'Lekki',
    6.4415, 3.5145,
    array['Lekki Market', 'Jakande Market', 'Lekki Arts Market'],
    false),
  -- approx
  ('computer-village', 'Computer Village', 'landmark', 'Ikeja',
    6.5955, 3.3420,
    array['Computer Village Ikeja', 'Otigba'],
    false),
  -- approx
  ('tejuosho-market', 'Tejuosho Market', 'landmark', 'Yaba',
    6.5080, 3.3690,
    array['Tejuosho'],
    false)
on conflict (slug) do update
  set name = excluded.name,
      kind = excluded.kind,
      area = excluded.area,
      lat = excluded.lat,
      lng = excluded.lng,
      aliases = excluded.aliases,
      popular = excluded.popular;

-- Fare rules ------------------------------------------------------------------------------------------
-- Amounts in kobo (N1 = 100 kobo). Every class shares the same distance/time card (N1,000 flag-fall,
-- N200/km, N35/min; per-minute is deliberately high because Lagos traffic is slow) and differs by
-- multiplier and minimum. Calibration: Bolt's Lagos card from June 2023 plus its 15 % rise of
-- September 2024 works out at about N606 base, N150/km, N26.8/min, N920 minimum; standard sits about
-- 35 % above that and premium a further 35 %, as a chauffeur service with premium vehicles should
-- (Bolt's own premium tier is +15-20 %).
-- Airport surcharge (either end an airport, any class): N2,000, N2,500 on airport & hotel transfers.
-- Hotel surcharge (a hotel end on an airport & hotel transfer): N1,500.
insert into public.fare_rules
  (service_type, base_kobo, per_km_kobo, per_min_kobo, minimum_kobo, multiplier,
   airport_surcharge_kobo, hotel_surcharge_kobo)
values
  ('standard',      100000, 20000, 3500, 250000, 1.00, 200000,      0),
  ('premium',       100000, 20000, 3500, 400000, 1.35, 200000,      0),
  ('airport_hotel', 100000, 20000, 3500, 500000, 1.20, 250000, 150000),
  ('corporate',     100000, 20000, 3500, 350000, 1.25, 200000,      0)
on conflict (service_type) do update
  set base_kobo = excluded.base_kobo,
      per_km_kobo = excluded.per_km_kobo,
      per_min_kobo = excluded.per_min_kobo,
      minimum_kobo = excluded.minimum_kobo,
      multiplier = excluded.multiplier,
      airport_surcharge_kobo = excluded.airport_surcharge_kobo,
      hotel_surcharge_kobo = excluded.hotel_surcharge_kobo;

-- Where an arriving passenger meets the chauffeur at each Lagos airport terminal. Since April 2021
-- the Federal Airports Authority of Nigeria (FAAN) allows no pickups at the terminal frontage:
-- drivers park and wait in the car parks, and arriving passengers walk to them. Drivers may not
-- wait inside the terminals with name boards either. So the meeting point is the terminal's car
-- park, and the chauffeur calls or sends a WhatsApp message once the flight has landed to say
-- where the car is. The text names no bay, level or landmark we cannot vouch for; operations
-- refine it with one update when they settle on exact spots. Departures need none: the departures
-- frontage is for dropping off, which is where the chauffeur takes the rider.
-- Each text stays within places_meeting_point_at_most_300_characters.
update public.places
set meeting_point = case slug
  when 'mmia-international-terminal' then
    'Your chauffeur waits in the international terminal''s car park: airport rules allow no '
    'pickups at the kerb and no name boards inside the terminal. After customs, walk out of the '
    'arrivals hall to the car park. Your chauffeur will call or WhatsApp you when you land to say '
    'where the car is.'
  when 'mma2-domestic-terminal' then
    'Your chauffeur waits in the MMA2 terminal car park: airport rules allow no pickups at the '
    'kerb and no name boards inside the terminal. Once you have your bags, walk out of the '
    'arrivals hall to the car park. Your chauffeur will call or WhatsApp you when you land to say '
    'where the car is.'
  when 'general-aviation-terminal' then
    'Your chauffeur waits in the General Aviation Terminal car park: airport rules allow no '
    'pickups at the terminal kerb. When you leave the terminal, walk to the car park. Your '
    'chauffeur will call or WhatsApp you when you land to say where the car is.'
end
where slug in ('mmia-international-terminal', 'mma2-domestic-terminal', 'general-aviation-terminal');
