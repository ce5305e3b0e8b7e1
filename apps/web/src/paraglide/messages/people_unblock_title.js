/* eslint-disable */
import { message } from "../runtime.js";

export const people_unblock_title = /* @__PURE__ */ message("people_unblock_title", (i) => {
return (`Unblock ${i?.name}?`)
});
