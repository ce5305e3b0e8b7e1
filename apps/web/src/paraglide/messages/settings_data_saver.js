/* eslint-disable */
import { message } from "../runtime.js";

export const settings_data_saver = /* @__PURE__ */ message("settings_data_saver", (i) => {
return (`Data Saver`)
});
