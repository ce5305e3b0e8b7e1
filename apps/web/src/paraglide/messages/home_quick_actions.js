/* eslint-disable */
import { message } from "../runtime.js";

export const home_quick_actions = /* @__PURE__ */ message("home_quick_actions", (i) => {
return (`Quick actions`)
});
