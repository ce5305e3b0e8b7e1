/* eslint-disable */
import { message } from "../runtime.js";

export const people_posts = /* @__PURE__ */ message("people_posts", (i) => {
return (`Posts`)
});
