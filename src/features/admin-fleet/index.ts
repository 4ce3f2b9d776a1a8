export { FleetAdmin, type FleetDialogState } from "./components/fleet-admin";
