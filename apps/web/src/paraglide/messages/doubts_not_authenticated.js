/* eslint-disable */
import { message } from "../runtime.js";

export const doubts_not_authenticated = /* @__PURE__ */ message("doubts_not_authenticated", (i) => {
return (`Not authenticated`)
});
