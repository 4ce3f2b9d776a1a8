export interface Testimonial {
  name: string;
  company: string;
  quote: string;
  /** Describes the portrait; it is the monogram's alternative text. */
  photo: { src: string; description: string };
}

export const testimonials: readonly Testimonial[] = [
  {
    name: "Adaeze Okafor",
    company: "Head of Operations, Meridian Capital",
    quote:
      "Our visiting partners land at Murtala Muhammed and the driver is already waiting in the car park with the fare agreed. It has taken the stress out of every arrival.",
    photo: {
      src: "/marketing/testimonials/adaeze-okafor.svg",
      description:
        "Portrait of Adaeze Okafor, a woman in a navy blazer smiling in a bright office",
    },
  },
  {
    name: "Tunde Bakare",
    company: "Founder, Bakare & Co. Architects",
    quote:
      "I move between Ikoyi and Yaba sites all week. The cars are spotless, the drivers know the back roads, and I always know the price before I get in.",
    photo: {
      src: "/marketing/testimonials/tunde-bakare.svg",
      description:
        "Portrait of Tunde Bakare, a man in a white agbada standing on a construction site",
    },
  },
  {
    name: "Ngozi Eze",
    company: "Guest Relations Manager, Lagoon View Hotel",
    quote:
      "We book EkoLuxe for our guests' airport transfers. The corporate account keeps billing simple and our guests arrive relaxed.",
    photo: {
      src: "/marketing/testimonials/ngozi-eze.svg",
      description:
        "Portrait of Ngozi Eze, a woman with braided hair in a hotel lobby",
    },
  },
];
