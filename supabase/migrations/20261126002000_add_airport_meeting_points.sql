-- Where an arriving passenger meets the chauffeur at each Lagos airport terminal. Since April 2021
-- the Federal Airports Authority of Nigeria (FAAN) allows no pickups at the terminal frontage:
-- drivers park and wait in the car parks, and arriving passengers walk to them. Drivers may not
-- wait inside the terminals with name boards either. So the meeting point is the terminal's car
-- park, and the chauffeur calls or sends a WhatsApp message once the flight has landed to say
-- where the car is. The text names no bay, level or landmark we cannot vouch for; operations
-- refine it with one update when they settle on exact spots.
--
-- Shown to the rider in the booking form and the confirmation, sent in the e-mails, on the ride
-- page and in the administrator's booking detail. Departures need none: the departures frontage
-- is for dropping off, which is where the chauffeur takes the rider.

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
