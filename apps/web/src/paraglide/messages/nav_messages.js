/* eslint-disable */
import { message } from "../runtime.js";

export const nav_messages = /* @__PURE__ */ message("nav_messages", (i) => {
return (`Messages`)
});
