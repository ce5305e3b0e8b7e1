/* eslint-disable */
import { message } from "../runtime.js";

export const people_blocked = /* @__PURE__ */ message("people_blocked", (i) => {
return (`You blocked ${i?.name}`)
});
