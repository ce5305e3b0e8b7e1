/* eslint-disable */
import { message } from "../runtime.js";

export const people_block_title = /* @__PURE__ */ message("people_block_title", (i) => {
return (`Block ${i?.name}?`)
});
