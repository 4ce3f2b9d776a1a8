import * as React from "react";
import * as ToastPrimitives from "@radix-ui/react-toast";
import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";

import { cn } from "@/lib/utils";
import { slotPart } from "@/components/ui/slot-part";

const ToastProvider = ToastPrimitives.Provider;

// At the bottom (bottom right on wider screens), clear of a page's title; while a dialog is open,
// at the top, clear of its footer where the primary action is (src/styles/index.css).
const ToastViewport = slotPart(
  ToastPrimitives.Viewport,
  "toast-viewport",
  "fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col p-4 outline-none md:max-w-[420px]",
);

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-xl border p-5 pr-9 shadow-elevated transition-all data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none",
  {
    variants: {
      variant: {
        default: "border-primary/30 bg-popover text-popover-foreground",
        destructive:
          "destructive border-destructive bg-destructive-surface text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

function Toast({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Root> &
  VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitives.Root
      data-slot="toast"
      data-variant={variant ?? "default"}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

const ToastAction = slotPart(
  ToastPrimitives.Action,
  "toast-action",
  "inline-flex h-8 shrink-0 items-center justify-center rounded-full border border-primary/40 bg-transparent px-3 text-sm font-medium transition-colors group-[.destructive]:border-destructive-foreground/40 hover:bg-primary/10 group-[.destructive]:hover:bg-destructive-foreground/10 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50",
);

function ToastClose({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      data-slot="toast-close"
      aria-label="Close"
      className={cn(
        "absolute top-2 right-2 rounded-full p-1 text-foreground/60 transition-colors group-[.destructive]:text-destructive-foreground/80 hover:text-foreground group-[.destructive]:hover:text-destructive-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none",
        className,
      )}
      toast-close=""
      {...props}
    >
      <XIcon className="size-4" aria-hidden />
    </ToastPrimitives.Close>
  );
}

const ToastTitle = slotPart(
  ToastPrimitives.Title,
  "toast-title",
  "text-sm font-semibold",
);

const ToastDescription = slotPart(
  ToastPrimitives.Description,
  "toast-description",
  "text-sm opacity-90",
);

export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
};
