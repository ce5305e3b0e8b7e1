/* eslint-disable */
import { message } from "../runtime.js";

export const people_block_failed = /* @__PURE__ */ message("people_block_failed", (i) => {
return (`Could not update the block`)
});
