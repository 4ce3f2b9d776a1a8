import { useState } from "react";
import { Plus } from "lucide-react";

import { useDocumentTitle } from "@/hooks/use-document-title";
import { Button } from "@/components/ui/button";
import { AdminPageHeader } from "@/components/admin-page-header";
import { FleetAdmin, type FleetDialogState } from "@/features/admin-fleet";

const TITLE = "Fleet";

export function Component() {
  useDocumentTitle(`${TITLE} · Admin`);
  const [dialog, setDialog] = useState<FleetDialogState>({ kind: "closed" });
  return (
    <>
      <AdminPageHeader
        title={TITLE}
        description="Add, edit and retire the vehicles of the EkoLuxe fleet."
        actions={
          <Button onClick={() => setDialog({ kind: "form", vehicle: null })}>
            <Plus aria-hidden="true" />
            Add Vehicle
          </Button>
        }
      />
      <FleetAdmin dialog={dialog} onDialogChange={setDialog} />
    </>
  );
}
