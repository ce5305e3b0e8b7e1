/* eslint-disable */
import { message } from "../runtime.js";

export const people_load_failed = /* @__PURE__ */ message("people_load_failed", (i) => {
return (`Could not load this profile`)
});
