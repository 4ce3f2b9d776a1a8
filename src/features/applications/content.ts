export interface Step {
  title: string;
  body: string;
}

export const officeAddress = {
  lines: ["12 Adeola Odeku Street", "Victoria Island, Lagos"],
  mapUrl:
    "https://www.openstreetmap.org/search?query=Adeola%20Odeku%20Street%2C%20Victoria%20Island%2C%20Lagos",
} as const;

export const openingHours = [
  { days: "Rides and support", hours: "24 hours, every day" },
  { days: "Office, Monday to Friday", hours: "8:00 am – 6:00 pm" },
  { days: "Office, Saturday", hours: "10:00 am – 2:00 pm" },
] as const;

export const driverApplicationSteps: readonly Step[] = [
  {
    title: "We review your application",
    body: "Our recruitment team reads every application and calls shortlisted drivers within five working days.",
  },
  {
    title: "Checks and a road assessment",
    body: "Bring your licence and ID for verification, then drive with one of our trainers across Lagos.",
  },
  {
    title: "Training and your first shift",
    body: "A short course on our service standards, the app and safety, then you are on the road.",
  },
];

export const salesRequestSteps: readonly Step[] = [
  {
    title: "A call within one working day",
    body: "An account manager contacts you to understand who travels, where and how often.",
  },
  {
    title: "A proposal for your team",
    body: "Rates in naira, vehicle classes, airport and hotel cover, and monthly invoicing.",
  },
  {
    title: "Your corporate account goes live",
    body: "Staff book on your account with upfront fares and one consolidated invoice.",
  },
];
