/* eslint-disable */
import { message } from "../runtime.js";

export const settings_alerts = /* @__PURE__ */ message("settings_alerts", (i) => {
return (`Consultation Alerts`)
});
