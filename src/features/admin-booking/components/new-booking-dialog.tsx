import { lazy, Suspense, useId, useState } from "react";
import { Plus } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";

// The form and its place and fare code download when the dialog first opens.
const loadForm = () => import("./admin-booking-form");
const AdminBookingForm = lazy(async () => ({
  default: (await loadForm()).AdminBookingForm,
}));

function FormPlaceholder() {
  return (
    <div className="grid gap-4" role="status" aria-label="Loading">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-11 w-full" />
      ))}
    </div>
  );
}

/** The page header's "New booking" action and its form. */
export function NewBookingDialog() {
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
        >
          <Plus aria-hidden="true" />
          New booking
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>New booking</DialogTitle>
          <DialogDescription>
            For a customer booking by phone or at the desk. The fare is computed
            before you save; the customer gets the confirmation e-mail.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<FormPlaceholder />}>
          <AdminBookingForm
            id={formId}
            onCreated={() => setOpen(false)}
            actions={(pending) => (
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline">Cancel</Button>
                </DialogClose>
                <Button type="submit" form={formId} disabled={pending}>
                  {pending ? "Creating..." : "Create Booking"}
                </Button>
              </DialogFooter>
            )}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
