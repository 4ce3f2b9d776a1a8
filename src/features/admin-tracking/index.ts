export { TrackingPage } from "./components/tracking-page";
