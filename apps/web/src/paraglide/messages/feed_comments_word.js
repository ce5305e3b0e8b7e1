/* eslint-disable */
import { message } from "../runtime.js";

export const feed_comments_word = /* @__PURE__ */ message("feed_comments_word", (i) => {
if (i?.form === "one") return (`comment`); if (i?.form === "other") return (`comments`); return ("feed_comments_word");
});
