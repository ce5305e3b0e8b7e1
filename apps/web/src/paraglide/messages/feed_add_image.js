/* eslint-disable */
import { message } from "../runtime.js";

export const feed_add_image = /* @__PURE__ */ message("feed_add_image", (i) => {
return (`Add Image (Coming Soon)`)
});
