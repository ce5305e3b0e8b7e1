/* eslint-disable */
import { message } from "../runtime.js";

export const expert_not_found_hint = /* @__PURE__ */ message("expert_not_found_hint", (i) => {
return (`This expert may have been removed, or the link is wrong.`)
});
