import { services } from "../content/offerings";
import { OfferingCard } from "./offering-card";

export function ServicesGrid() {
  return (
    <section aria-label="Our services" className="py-16 md:py-24">
      <ul className="container-page grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
        {services.map((service, index) => (
          <li
            key={service.id}
            className={index < 3 ? "lg:col-span-2" : "lg:col-span-3"}
          >
            {/* The page's own h1 is the only heading above: the cards are its sections. */}
            <OfferingCard
              offering={service}
              heading="h2"
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
