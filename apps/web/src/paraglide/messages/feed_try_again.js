/* eslint-disable */
import { message } from "../runtime.js";

export const feed_try_again = /* @__PURE__ */ message("feed_try_again", (i) => {
return (`Try again`)
});
