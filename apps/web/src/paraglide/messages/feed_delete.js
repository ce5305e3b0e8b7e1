/* eslint-disable */
import { message } from "../runtime.js";

export const feed_delete = /* @__PURE__ */ message("feed_delete", (i) => {
return (`Delete`)
});
