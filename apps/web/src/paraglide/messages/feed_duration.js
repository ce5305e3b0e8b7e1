/* eslint-disable */
import { message } from "../runtime.js";

export const feed_duration = /* @__PURE__ */ message("feed_duration", (i) => {
return (`Duration`)
});
