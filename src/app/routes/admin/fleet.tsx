import { useState } from "react";

import { AdminAddHeader } from "@/components/admin-add-header";
import { FleetAdmin, type FleetDialogState } from "@/features/admin-fleet";

export function Component() {
  const [dialog, setDialog] = useState<FleetDialogState>({ kind: "closed" });
  return (
    <>
      <AdminAddHeader
        title="Fleet"
        description="Add, edit and retire the vehicles of the EkoLuxe fleet."
        addLabel="Add Vehicle"
        onAdd={() => setDialog({ kind: "form", vehicle: null })}
      />
      <FleetAdmin dialog={dialog} onDialogChange={setDialog} />
    </>
  );
}
