import * as React from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";

/** The dimmed, blurred backdrop behind every modal surface (dialog, sheet, alert dialog). */
const overlayClassName = "fixed inset-0 z-50 bg-background/80 backdrop-blur-sm";

/**
 * What a dialog and a sheet have in common: a portal, the backdrop, the surface and a round
 * close button in its top-right corner. `slot` ("dialog", "sheet") prefixes each piece's
 * `data-slot`; the caller styles the surface through `className` and passes its own attributes.
 */
function ModalContent({
  slot,
  children,
  showCloseButton,
  closeLabel,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  slot: string;
  showCloseButton: boolean;
  closeLabel: string;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot={`${slot}-overlay`}
        className={overlayClassName}
      />
      <DialogPrimitive.Content data-slot={`${slot}-content`} {...props}>
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            data-slot={`${slot}-close`}
            className="absolute top-4 right-4 inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export { ModalContent, overlayClassName };
