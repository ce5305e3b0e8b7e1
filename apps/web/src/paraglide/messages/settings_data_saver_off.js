/* eslint-disable */
import { message } from "../runtime.js";

export const settings_data_saver_off = /* @__PURE__ */ message("settings_data_saver_off", (i) => {
return (`Data saver off`)
});
