import * as React from "react";
import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";

import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import { overlayClassName } from "@/components/ui/modal-content";
import { slotPart } from "@/components/ui/slot-part";

const AlertDialog = slotPart(AlertDialogPrimitive.Root, "alert-dialog");

const AlertDialogTrigger = slotPart(
  AlertDialogPrimitive.Trigger,
  "alert-dialog-trigger",
);

function AlertDialogContent({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay
        data-slot="alert-dialog-overlay"
        className={overlayClassName}
      />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-elevated outline-none",
          className,
        )}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

const AlertDialogHeader = slotPart(
  "div",
  "alert-dialog-header",
  "flex flex-col gap-1.5 text-left",
);

const AlertDialogFooter = slotPart(
  "div",
  "alert-dialog-footer",
  "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
);

const AlertDialogTitle = slotPart(
  AlertDialogPrimitive.Title,
  "alert-dialog-title",
  "font-display text-2xl leading-tight",
);

const AlertDialogDescription = slotPart(
  AlertDialogPrimitive.Description,
  "alert-dialog-description",
  "text-sm text-muted-foreground",
);

/** The confirming action; destructive by default because alert dialogs guard irreversible steps. */
function AlertDialogAction({
  className,
  variant = "destructive",
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Action> & {
  variant?: "default" | "destructive";
}) {
  return (
    <AlertDialogPrimitive.Action
      data-slot="alert-dialog-action"
      className={cn(buttonVariants({ variant }), className)}
      {...props}
    />
  );
}

const AlertDialogCancel = slotPart(
  AlertDialogPrimitive.Cancel,
  "alert-dialog-cancel",
  buttonVariants({ variant: "outline" }),
);

export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
};
