export { DriverApp } from "./components/driver-app";
