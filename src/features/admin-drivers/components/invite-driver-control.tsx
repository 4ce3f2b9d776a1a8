import { useState } from "react";
import { Send } from "lucide-react";

import { Button } from "@/components/ui/button";

import type { DriverCardRow } from "../types";
import { InviteDriverDialog } from "./invite-driver-dialog";

/** The card's "Invite to driver app" action and its form. */
export function InviteDriverControl({ driver }: { driver: DriverCardRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Invite to driver app: ${driver.name}`}
        onClick={() => setOpen(true)}
      >
        <Send aria-hidden />
        Invite to driver app
      </Button>
      <InviteDriverDialog open={open} onOpenChange={setOpen} driver={driver} />
    </>
  );
}
