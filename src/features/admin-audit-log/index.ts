export { ActionLog } from "./components/action-log";
