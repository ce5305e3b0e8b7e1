/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_reply_failed = /* @__PURE__ */ message("concerns_reply_failed", (i) => {
return (`Could not send your reply`)
});
