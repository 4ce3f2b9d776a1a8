import * as React from "react";
import * as SheetPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";
import { ModalContent } from "@/components/ui/modal-content";
import { slotPart } from "@/components/ui/slot-part";

const Sheet = slotPart(SheetPrimitive.Root, "sheet");

const SheetTrigger = slotPart(SheetPrimitive.Trigger, "sheet-trigger");

const SheetClose = slotPart(SheetPrimitive.Close, "sheet-close");

const sheetVariants = cva(
  "fixed z-50 flex flex-col gap-4 overflow-y-auto bg-card text-card-foreground shadow-elevated outline-none",
  {
    variants: {
      side: {
        right:
          "inset-y-0 right-0 h-full w-[min(100%,24rem)] border-l border-border sm:max-w-md",
        left: "inset-y-0 left-0 h-full w-[min(100%,24rem)] border-r border-border sm:max-w-md",
        top: "inset-x-0 top-0 max-h-[85dvh] border-b border-border",
        bottom: "inset-x-0 bottom-0 max-h-[85dvh] border-t border-border",
      },
    },
    defaultVariants: { side: "right" },
  },
);

function SheetContent({
  className,
  side,
  closeLabel = "Close",
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & { closeLabel?: string }) {
  return (
    <ModalContent
      slot="sheet"
      showCloseButton
      closeLabel={closeLabel}
      data-side={side ?? "right"}
      className={cn(sheetVariants({ side }), className)}
      {...props}
    />
  );
}

const SheetHeader = slotPart(
  "div",
  "sheet-header",
  "flex flex-col gap-1.5 p-6 pr-14 pb-0",
);

const SheetFooter = slotPart(
  "div",
  "sheet-footer",
  "mt-auto flex flex-col gap-2 p-6 pt-0",
);

const SheetTitle = slotPart(
  SheetPrimitive.Title,
  "sheet-title",
  "font-display text-2xl leading-tight",
);

const SheetDescription = slotPart(
  SheetPrimitive.Description,
  "sheet-description",
  "text-sm text-muted-foreground",
);

export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  sheetVariants,
};
