/* eslint-disable */
import { message } from "../runtime.js";

export const people_block = /* @__PURE__ */ message("people_block", (i) => {
return (`Block`)
});
