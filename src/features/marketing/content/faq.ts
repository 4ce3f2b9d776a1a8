export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const faqs: readonly FaqItem[] = [
  {
    id: "booking",
    question: "How do I book a ride?",
    answer:
      "Open Book a Ride, enter your pickup location, destination, date and time, choose a service type and confirm. You receive a booking reference straight away, and your driver's name, vehicle and plate number once a driver is assigned. You can book for now or schedule ahead.",
  },
  {
    id: "pricing",
    question: "How much does a ride cost?",
    answer:
      "Fares are in naira and shown upfront, before you confirm: a base fare plus distance and time, depending on the service type. Premium, airport and corporate rides cost more than a standard ride. The price you confirm is the price you pay, with no hidden fees or surge added after the trip.",
  },
  {
    id: "payment",
    question: "How can I pay?",
    answer:
      "You can pay cashless, by bank transfer or USSD, or by debit or credit card. Corporate accounts are invoiced monthly. After each trip you can rate your driver and the ride.",
  },
  {
    id: "airport",
    question: "How do airport pickups work at Murtala Muhammed Airport?",
    answer:
      "Airport rules do not allow pickups at the terminal frontage, and drivers may not enter the terminal with name signs. Your driver parks and waits for you in the official car park. When you land, we send you the driver's name, phone number, car and plate, and they call to guide you from arrivals to the car. Departures are dropped at the terminal frontage as usual.",
  },
  {
    id: "safety",
    question: "Are your drivers verified?",
    answer:
      "Yes. Every driver passes identity and licence checks and a background check, and completes our training before their first trip. Vehicles are inspected regularly, every ride is tracked in real time, and you can share your trip with someone you trust.",
  },
  {
    id: "corporate",
    question: "Can my company open a corporate account?",
    answer:
      "Yes. Contact our sales team from the Business page and we will set up an account for your staff and guests, with central monthly invoicing, spend reports by team and a dedicated account manager in Lagos.",
  },
];
