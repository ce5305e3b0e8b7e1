/* eslint-disable */
import { message } from "../runtime.js";

export const feed_likes_word = /* @__PURE__ */ message("feed_likes_word", (i) => {
if (i?.form === "one") return (`like`); if (i?.form === "other") return (`likes`); return ("feed_likes_word");
});
