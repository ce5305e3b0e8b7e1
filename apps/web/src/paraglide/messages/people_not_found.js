/* eslint-disable */
import { message } from "../runtime.js";

export const people_not_found = /* @__PURE__ */ message("people_not_found", (i) => {
return (`Profile not found`)
});
