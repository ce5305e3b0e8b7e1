/* eslint-disable */
import { message } from "../runtime.js";

export const people_block_confirm = /* @__PURE__ */ message("people_block_confirm", (i) => {
return (`Yes, block`)
});
