-- More names customers type for the airport terminals, hotels and a few areas. Reproduced: the home
-- page's quick booking with the drop-off "Murtala Muhammed International Airport" could not be
-- priced, because the place is named "… (MMIA)" and no alias spelled the airport out. Spellings
-- that differ only in case, accents, spacing, punctuation, "&"/"and", a trailing "Lagos", or
-- Mohammed/Muhammad/Int'l are matched by place_match_key() and need no alias; the aliases below
-- are other words for the same place (and the full names, so the booking page's exact lookup finds
-- them too). Production data, idempotent: an alias already present is not added twice.
--
-- MMA1, the old domestic terminal, shares the General Aviation Terminal's row (as in the seed):
-- both stand on the domestic side of the airport, so a fare to either is the same.

with extra (slug, aliases) as (
  values
    ('mmia-international-terminal', array[
      'Murtala Muhammed International Airport', 'Murtala Mohammed International Airport',
      'Murtala Muhammed Airport', 'Murtala Mohammed Airport', 'Murtala Airport',
      'Murtala Muhammed International Terminal', 'MMIA Airport', 'MMIA Terminal',
      'MM International Airport', 'International Terminal', 'Lagos International Terminal',
      'New International Terminal', 'Ikeja Airport', 'Ikeja International Airport',
      'LOS Airport', 'DNMM']),
    ('mma2-domestic-terminal', array[
      'MM2', 'MM2 Airport', 'MMA2 Airport', 'MM2 Terminal', 'MMA2 Terminal',
      'MM2 Domestic Terminal', 'Domestic Terminal', 'Domestic Terminal 2', 'Lagos Domestic Terminal',
      'Ikeja Domestic Airport', 'Murtala Muhammed Domestic Airport',
      'Murtala Muhammed Domestic Terminal', 'Murtala Muhammed Airport Terminal 2',
      'MMA Terminal 2', 'Bi-Courtney Aviation Terminal', 'DBOT']),
    ('general-aviation-terminal', array[
      'MM1', 'MM1 Airport', 'MMA1 Terminal', 'Old Domestic Terminal', 'Domestic Terminal 1',
      'Murtala Muhammed Airport Terminal 1', 'GAT Terminal', 'GAT Ikeja',
      'Lagos Private Jet Terminal']),
    ('eko-hotel-and-suites', array[
      'Eko Hotels and Suites', 'Eko Hotel Victoria Island', 'Eko Hotel VI', 'Eko Suites',
      'Eko Signature Hotel']),
    ('federal-palace-hotel', array[
      'Federal Palace Hotel and Casino', 'Federal Palace Hotel VI', 'Fed Palace Hotel']),
    ('lagos-continental-hotel', array[
      'Continental Hotel', 'Continental Hotel VI', 'InterContinental Hotel']),
    ('radisson-blu-anchorage', array[
      'Radisson Anchorage', 'Radisson Blu VI', 'Radisson Blu Hotel Victoria Island',
      'Radisson Blu Anchorage Victoria Island']),
    ('radisson-blu-ikeja', array[
      'Radisson Blu Hotel Lagos Ikeja', 'Radisson Blu Lagos Ikeja', 'Radisson Hotel Ikeja',
      'Radisson Blu GRA']),
    ('sheraton-lagos', array[
      'Sheraton Hotel', 'Sheraton Hotel Ikeja', 'Sheraton Lagos Hotel and Towers',
      'Sheraton Lagos Ikeja']),
    ('four-points-oniru', array[
      'Four Points Hotel', 'Four Points Sheraton', 'Four Points VI',
      'Four Points Victoria Island', 'Four Points by Sheraton Oniru']),
    ('lagos-marriott-ikeja', array[
      'Lagos Marriott Hotel', 'Marriott Hotel Ikeja', 'Marriott Hotel', 'Marriott GRA',
      'Lagos Marriott Ikeja', 'Marriott Ikeja GRA']),
    ('the-wheatbaker', array['Wheatbaker Ikoyi', 'The Wheatbaker Hotel']),
    ('southern-sun-ikoyi', array['Southern Sun Hotel', 'Southern Sun Hotel Ikoyi']),
    ('lagos-oriental-hotel', array['Lagos Oriental', 'Oriental Hotel VI']),
    ('the-george-lagos', array['The George Hotel', 'The George Ikoyi']),
    ('moorhouse-ikoyi', array['Moorhouse Ikoyi', 'Moorhouse MGallery', 'Moorhouse Hotel Ikoyi']),
    ('ibis-lagos-ikeja', array['Ibis Lagos', 'Ibis Hotel Ikeja', 'Ibis Ikeja Hotel']),
    ('lekki-phase-1', array['Lekki 1', 'Phase 1 Lekki']),
    ('oniru', array['Oniru VI', 'Oniru Victoria Island']),
    ('magodo', array['Magodo Phase 1'])
)
update public.places p
set aliases = p.aliases || array(
  select a
  from unnest(e.aliases) with ordinality as t (a, position)
  where not exists (select 1 from unnest(p.aliases) as have (a) where lower(have.a) = lower(t.a))
  order by t.position
)
from extra e
where p.slug = e.slug;
