/* eslint-disable */
import { message } from "../runtime.js";

export const feed_more_replies = /* @__PURE__ */ message("feed_more_replies", (i) => {
if (i?.form === "one") return (`View ${i?.count} more reply`); if (i?.form === "other") return (`View ${i?.count} more replies`); return ("feed_more_replies");
});
