/* eslint-disable */
import { message } from "../runtime.js";

export const home_posts_shared = /* @__PURE__ */ message("home_posts_shared", (i) => {
return (`Posts shared`)
});
