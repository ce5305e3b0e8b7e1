/* eslint-disable */
import { message } from "../runtime.js";

export const feed_instead = /* @__PURE__ */ message("feed_instead", (i) => {
return (` instead.`)
});
