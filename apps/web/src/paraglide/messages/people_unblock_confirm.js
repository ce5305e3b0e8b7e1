/* eslint-disable */
import { message } from "../runtime.js";

export const people_unblock_confirm = /* @__PURE__ */ message("people_unblock_confirm", (i) => {
return (`Yes, unblock`)
});
