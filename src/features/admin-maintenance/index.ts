export { MaintenanceDialog } from "./components/maintenance-dialog";
export { MaintenanceForm } from "./components/maintenance-form";
export {
  MaintenanceAdmin,
  type MaintenanceDialogState,
} from "./components/maintenance-admin";
