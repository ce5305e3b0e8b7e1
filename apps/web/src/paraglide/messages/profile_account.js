/* eslint-disable */
import { message } from "../runtime.js";

export const profile_account = /* @__PURE__ */ message("profile_account", (i) => {
return (`Account`)
});
