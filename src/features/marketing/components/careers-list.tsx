import { Briefcase, Clock, MapPin } from "lucide-react";

import { notify } from "@/lib/toast";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

import { openings } from "../content/careers";

export function CareersList() {
  return (
    <Accordion type="multiple" className="grid gap-4">
      {openings.map((opening) => (
        <AccordionItem
          key={opening.id}
          value={opening.id}
          className="rounded-2xl border border-border/80 bg-card px-6 shadow-soft last:border-b data-[state=open]:border-primary/40"
        >
          <AccordionTrigger className="py-6">
            <span className="grid gap-3">
              <span className="font-display text-xl text-foreground">
                {opening.title}
              </span>
              <span className="flex flex-wrap gap-2">
                <Badge variant="gold">
                  <Briefcase aria-hidden />
                  {opening.department}
                </Badge>
                <Badge variant="outline">
                  <MapPin aria-hidden />
                  {opening.location}
                </Badge>
                <Badge variant="outline">
                  <Clock aria-hidden />
                  {opening.type}
                </Badge>
              </span>
            </span>
          </AccordionTrigger>
          <AccordionContent className="pb-6">
            <p className="max-w-3xl leading-relaxed text-muted-foreground">
              {opening.description}
            </p>
            <Button
              className="mt-5"
              onClick={() =>
                notify(
                  "Feature Coming Soon",
                  `Applications for ${opening.title} will open here soon.`,
                )
              }
            >
              Apply Now
            </Button>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
