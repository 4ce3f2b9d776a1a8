export {
  DriversAdmin,
  type DriversDialogState,
} from "./components/drivers-admin";
