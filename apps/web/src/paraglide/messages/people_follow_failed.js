/* eslint-disable */
import { message } from "../runtime.js";

export const people_follow_failed = /* @__PURE__ */ message("people_follow_failed", (i) => {
return (`Could not update your follow`)
});
