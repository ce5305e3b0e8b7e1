/* eslint-disable */
import { message } from "../runtime.js";

export const settings_data_saver_on = /* @__PURE__ */ message("settings_data_saver_on", (i) => {
return (`Data saver on: videos play at ${i?.height}p or lower`)
});
