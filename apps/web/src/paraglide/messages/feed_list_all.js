/* eslint-disable */
import { message } from "../runtime.js";

export const feed_list_all = /* @__PURE__ */ message("feed_list_all", (i) => {
return (`Posts and videos`)
});
