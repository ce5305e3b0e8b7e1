/* eslint-disable */
import { message } from "../runtime.js";

export const settings_data_usage = /* @__PURE__ */ message("settings_data_usage", (i) => {
return (`Data Usage`)
});
