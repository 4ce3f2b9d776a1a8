export { SettingsSections } from "./components/settings-sections";
