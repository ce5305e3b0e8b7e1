/* eslint-disable */
import { message } from "../runtime.js";

export const feed_quality_auto = /* @__PURE__ */ message("feed_quality_auto", (i) => {
return (`Auto`)
});
