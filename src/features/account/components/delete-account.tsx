import { useState } from "react";
import { Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";

import { DeleteAccountDialog } from "./delete-account-dialog";

/** Delete my account and the dialog that asks first. */
export function DeleteAccount({
  email,
  onDeleted,
}: {
  email: string;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        Delete my account
      </Button>
      <DeleteAccountDialog
        email={email}
        open={open}
        onOpenChange={setOpen}
        onDeleted={onDeleted}
      />
    </div>
  );
}
