/* eslint-disable */
import { message } from "../runtime.js";

export const feed_up_to = /* @__PURE__ */ message("feed_up_to", (i) => {
return (`up to ${i?.size}`)
});
