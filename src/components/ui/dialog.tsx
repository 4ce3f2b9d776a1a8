import * as React from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";

import { cn } from "@/lib/utils";
import { ModalContent, overlayClassName } from "@/components/ui/modal-content";
import { slotPart } from "@/components/ui/slot-part";

const Dialog = slotPart(DialogPrimitive.Root, "dialog");

const DialogTrigger = slotPart(DialogPrimitive.Trigger, "dialog-trigger");

const DialogClose = slotPart(DialogPrimitive.Close, "dialog-close");

const DialogOverlay = slotPart(
  DialogPrimitive.Overlay,
  "dialog-overlay",
  overlayClassName,
);

function DialogContent({
  className,
  showCloseButton = true,
  closeLabel = "Close",
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  showCloseButton?: boolean;
  closeLabel?: string;
}) {
  return (
    <ModalContent
      slot="dialog"
      showCloseButton={showCloseButton}
      closeLabel={closeLabel}
      className={cn(
        "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-elevated outline-none",
        className,
      )}
      {...props}
    />
  );
}

const DialogHeader = slotPart(
  "div",
  "dialog-header",
  "flex flex-col gap-1.5 pr-8 text-left",
);

const DialogFooter = slotPart(
  "div",
  "dialog-footer",
  "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
);

const DialogTitle = slotPart(
  DialogPrimitive.Title,
  "dialog-title",
  "font-display text-2xl leading-tight text-foreground",
);

const DialogDescription = slotPart(
  DialogPrimitive.Description,
  "dialog-description",
  "text-sm text-muted-foreground",
);

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
};
