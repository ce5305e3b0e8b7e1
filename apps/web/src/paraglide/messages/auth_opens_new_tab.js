/* eslint-disable */
import { message } from "../runtime.js";

export const auth_opens_new_tab = /* @__PURE__ */ message("auth_opens_new_tab", (i) => {
return (` (opens in a new tab)`)
});
