/* eslint-disable */
import { message } from "../runtime.js";

export const settings_data_saver_text = /* @__PURE__ */ message("settings_data_saver_text", (i) => {
return (`Play videos at ${i?.height}p or lower to use less mobile data`)
});
