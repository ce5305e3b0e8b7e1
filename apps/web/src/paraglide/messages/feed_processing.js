/* eslint-disable */
import { message } from "../runtime.js";

export const feed_processing = /* @__PURE__ */ message("feed_processing", (i) => {
return (`Processing… ${i?.percent}%`)
});
