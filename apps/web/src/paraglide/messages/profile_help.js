/* eslint-disable */
import { message } from "../runtime.js";

export const profile_help = /* @__PURE__ */ message("profile_help", (i) => {
return (`Help & Support`)
});
