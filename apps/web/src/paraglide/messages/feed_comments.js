/* eslint-disable */
import { message } from "../runtime.js";

export const feed_comments = /* @__PURE__ */ message("feed_comments", (i) => {
if (i?.form === "one") return (`${i?.shown} comment`); if (i?.form === "other") return (`${i?.shown} comments`); return ("feed_comments");
});
