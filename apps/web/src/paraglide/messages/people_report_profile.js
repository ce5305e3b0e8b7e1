/* eslint-disable */
import { message } from "../runtime.js";

export const people_report_profile = /* @__PURE__ */ message("people_report_profile", (i) => {
return (`Report ${i?.name}'s profile`)
});
