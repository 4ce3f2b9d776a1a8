import { useState } from "react";

import { AdminAddHeader } from "@/components/admin-add-header";
import {
  DriversAdmin,
  type DriversDialogState,
} from "@/features/admin-drivers";

export function Component() {
  const [dialog, setDialog] = useState<DriversDialogState>({ kind: "closed" });
  return (
    <>
      <AdminAddHeader
        title="Drivers"
        description="Driver profiles, vehicle assignments, ratings and licence documents."
        addLabel="Add Driver"
        onAdd={() => setDialog({ kind: "form", driver: null })}
      />
      <DriversAdmin dialog={dialog} onDialogChange={setDialog} />
    </>
  );
}
