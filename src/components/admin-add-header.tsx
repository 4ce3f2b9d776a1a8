import { Plus } from "lucide-react";

import { useDocumentTitle } from "@/hooks/use-document-title";
import { Button } from "@/components/ui/button";

import { AdminPageHeader } from "./admin-page-header";

/**
 * The header of a back-office page whose one action adds a record ("Add Vehicle", "Add Driver"),
 * the browser tab titled after the page. The page opens its own form in `onAdd`.
 */
export function AdminAddHeader({
  title,
  description,
  addLabel,
  onAdd,
}: {
  title: string;
  description: string;
  addLabel: string;
  onAdd: () => void;
}) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <AdminPageHeader
      title={title}
      description={description}
      actions={
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      }
    />
  );
}
