export interface Opening {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
}

export const openings: readonly Opening[] = [
  {
    id: "operations-manager",
    title: "Fleet Operations Manager",
    department: "Operations",
    location: "Victoria Island, Lagos",
    type: "Full-time",
    description:
      "Lead the team that keeps our fleet on the road: driver scheduling, vehicle inspections, maintenance with partner workshops and daily dispatch targets. You have run a fleet or logistics operation in Lagos and know its roads and its workshops.",
  },
  {
    id: "frontend-engineer",
    title: "Senior Front-End Engineer",
    department: "Engineering",
    location: "Lagos (hybrid)",
    type: "Full-time",
    description:
      "Build the booking site, the owner portal and the tools our dispatch team uses every day, in React and TypeScript. You care about fast pages on mid-range phones and patchy mobile data, and about accessibility.",
  },
  {
    id: "rider-support",
    title: "Rider Support Specialist",
    department: "Customer Experience",
    location: "Ikeja, Lagos",
    type: "Shift-based",
    description:
      "Be the calm voice for riders and drivers on the phone and on WhatsApp: lost items, changed plans, airport pickups and the occasional difficult day. You speak English and at least one of Yoruba, Igbo or Hausa.",
  },
];
