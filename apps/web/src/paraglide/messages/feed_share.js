/* eslint-disable */
import { message } from "../runtime.js";

export const feed_share = /* @__PURE__ */ message("feed_share", (i) => {
return (`Share`)
});
