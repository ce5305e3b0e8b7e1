/* eslint-disable */
import { message } from "../runtime.js";

export const settings_new_tab = /* @__PURE__ */ message("settings_new_tab", (i) => {
return (` (opens in a new tab)`)
});
