/* eslint-disable */
import { message } from "../runtime.js";

export const feed_post_placeholder = /* @__PURE__ */ message("feed_post_placeholder", (i) => {
return (`Share a clinical insight, a case learning or a question for fellow doctors…`)
});
