import * as TabsPrimitive from "@radix-ui/react-tabs";

import { slotPart } from "@/components/ui/slot-part";

const Tabs = slotPart(TabsPrimitive.Root, "tabs", "flex flex-col gap-6");

const TabsList = slotPart(
  TabsPrimitive.List,
  "tabs-list",
  "inline-flex h-11 w-full items-center justify-center rounded-full border border-border/80 bg-muted/70 p-1 text-muted-foreground",
);

const TabsTrigger = slotPart(
  TabsPrimitive.Trigger,
  "tabs-trigger",
  "inline-flex h-full flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-full px-4 text-sm font-medium whitespace-nowrap transition-[color,background-color,box-shadow] duration-200 outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow-gold [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
);

const TabsContent = slotPart(
  TabsPrimitive.Content,
  "tabs-content",
  "rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40",
);

export { Tabs, TabsContent, TabsList, TabsTrigger };
