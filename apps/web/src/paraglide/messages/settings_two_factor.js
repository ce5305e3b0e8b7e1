/* eslint-disable */
import { message } from "../runtime.js";

export const settings_two_factor = /* @__PURE__ */ message("settings_two_factor", (i) => {
return (`Two-factor authentication`)
});
