/* eslint-disable */
import { message } from "../runtime.js";

export const feed_sign_in_to_post_text = /* @__PURE__ */ message("feed_sign_in_to_post_text", (i) => {
return (`Only signed-in doctors can post to the network.`)
});
