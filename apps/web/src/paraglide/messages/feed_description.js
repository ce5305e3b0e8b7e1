/* eslint-disable */
import { message } from "../runtime.js";

export const feed_description = /* @__PURE__ */ message("feed_description", (i) => {
return (`Posts and videos from fellow doctors`)
});
