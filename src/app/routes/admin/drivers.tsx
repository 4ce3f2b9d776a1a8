import { useState } from "react";
import { Plus } from "lucide-react";

import { useDocumentTitle } from "@/hooks/use-document-title";
import { Button } from "@/components/ui/button";
import { AdminPageHeader } from "@/components/admin-page-header";
import {
  DriversAdmin,
  type DriversDialogState,
} from "@/features/admin-drivers";

const TITLE = "Drivers";

export function Component() {
  useDocumentTitle(`${TITLE} · Admin`);
  const [dialog, setDialog] = useState<DriversDialogState>({ kind: "closed" });
  return (
    <>
      <AdminPageHeader
        title={TITLE}
        description="Driver profiles, vehicle assignments, ratings and licence documents."
        actions={
          <Button onClick={() => setDialog({ kind: "form", driver: null })}>
            <Plus aria-hidden="true" />
            Add Driver
          </Button>
        }
      />
      <DriversAdmin dialog={dialog} onDialogChange={setDialog} />
    </>
  );
}
