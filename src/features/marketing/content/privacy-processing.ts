import type { ProcessingActivity } from "./legal";

/** What we collect, why, on which lawful basis (NDPA 2023, section 25) and for how long. */
export const processingActivities: readonly ProcessingActivity[] = [
  {
    id: "account",
    title: "Your account",
    data: "Your name, e-mail address, phone number, password (stored only as a one-way hash by our sign-in service) and your role (rider, driver, vehicle owner or staff).",
    purpose:
      "To let you sign in, fill in your details when you book, and show you your rides, trips or vehicles.",
    basis: "Performance of our contract with you.",
    retention:
      "Until you delete your account. Deleting it removes your sign-in and profile at once.",
  },
  {
    id: "bookings",
    title: "Bookings and rides",
    data: "Pickup and drop-off places, date and time, service type, the name, phone and e-mail given for the ride, notes and flight number, the upfront fare, the driver and vehicle assigned, the ride's progress and any rating you leave.",
    purpose:
      "To quote the fare, dispatch a driver, keep you informed about the ride, handle complaints and keep our accounts.",
    basis:
      "Performance of our contract with you; for the records of completed rides, compliance with our legal obligations (tax and accounting law).",
    retention:
      "Six years after the end of the financial year of the ride, as Nigerian tax law requires. When you delete your account, rides still ahead are cancelled and every booking is kept without your name, phone, e-mail or notes; ratings keep their stars but lose their comments.",
  },
  {
    id: "payments",
    title: "Payments",
    data: "The amount, method (cash, card, bank transfer or USSD), date and reference of each payment and refund. Card details are entered with our payment processor and never reach us.",
    purpose: "To take payment for rides, refund them and keep our accounts.",
    basis:
      "Performance of our contract with you and compliance with our legal obligations (tax and accounting law).",
    retention:
      "Six years after the end of the financial year, anonymised when you delete your account.",
  },
  {
    id: "messages",
    title: "Messages and applications",
    data: "What you send us through the contact, corporate sales and driver application forms: your name, e-mail, phone, company, message, driving experience and any CV or documents you attach.",
    purpose:
      "To answer you, prepare a corporate offer, or consider you as a driver.",
    basis:
      "Your request (steps taken at your request before a contract) and our legitimate interest in answering enquiries.",
    retention:
      "Twelve months after our last exchange, unless it leads to a contract.",
  },
  {
    id: "driver-location",
    title: "Drivers' positions while on duty",
    data: "The position, speed, heading and accuracy reported by a driver's phone every 5 seconds, only while the driver has switched On duty in the driver app.",
    purpose:
      "To dispatch the nearest driver, show riders where their car is, and keep drivers and riders safe.",
    basis:
      "The driver's consent, asked the first time they go on duty and withdrawn at any time by going off duty or by writing to us.",
    retention:
      "Only the vehicle's latest position is kept: each new position replaces the previous one, and no route history is stored.",
  },
  {
    id: "driver-documents",
    title: "Drivers' documents",
    data: "Driver's licence, vehicle insurance and other documents a driver uploads, their expiry dates, and our checks of them.",
    purpose:
      "To verify that every driver may drive and every vehicle is insured before a ride is assigned.",
    basis:
      "Compliance with our legal obligations as a transport operator, and performance of our contract with the driver.",
    retention:
      "While the driver works with us, then two years for insurance claims and regulators' requests.",
  },
  {
    id: "consent",
    title: "Records of consent",
    data: "When a driver agreed to share their position and which version of this policy they agreed to.",
    purpose: "To show that we asked, and what was agreed.",
    basis:
      "Compliance with our legal obligations (accountability under the Act).",
    retention: "As long as the driver account exists; deleted with it.",
  },
  {
    id: "device",
    title: "Device and log data",
    data: "Your IP address, browser type and the time of each request to our servers, and e-mails we send you.",
    purpose:
      "To keep the service secure and available, stop abuse (such as mass fake bookings) and resolve delivery problems.",
    basis: "Our legitimate interest in a secure, reliable service.",
    retention:
      "Booking-limit records no longer than their limit (at most a day); server logs up to 90 days; e-mails sent to you twelve months, or until you delete your account.",
  },
];
