/* eslint-disable */
import { message } from "../runtime.js";

export const profile_live_chat = /* @__PURE__ */ message("profile_live_chat", (i) => {
return (`Live Chat`)
});
