export { MaintenanceDialog } from "./components/maintenance-dialog";
export { MaintenanceForm } from "./components/maintenance-form";
