/* eslint-disable */
import { message } from "../runtime.js";

export const settings_terms = /* @__PURE__ */ message("settings_terms", (i) => {
return (`Terms of Service`)
});
