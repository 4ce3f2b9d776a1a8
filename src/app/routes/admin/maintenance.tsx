import { useState } from "react";
import { Plus } from "lucide-react";

import { useDocumentTitle } from "@/hooks/use-document-title";
import { Button } from "@/components/ui/button";
import { AdminPageHeader } from "@/components/admin-page-header";
import {
  MaintenanceAdmin,
  type MaintenanceDialogState,
} from "@/features/admin-maintenance";

const TITLE = "Maintenance";

export function Component() {
  useDocumentTitle(`${TITLE} · Admin`);
  const [dialog, setDialog] = useState<MaintenanceDialogState>({
    kind: "closed",
  });
  return (
    <>
      <AdminPageHeader
        title={TITLE}
        description="Fuel, servicing and repair records for each vehicle."
        actions={
          <Button
            onClick={() => setDialog({ kind: "form", start: { mode: "add" } })}
          >
            <Plus aria-hidden="true" />
            Add entry
          </Button>
        }
      />
      <MaintenanceAdmin dialog={dialog} onDialogChange={setDialog} />
    </>
  );
}
