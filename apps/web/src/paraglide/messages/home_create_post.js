/* eslint-disable */
import { message } from "../runtime.js";

export const home_create_post = /* @__PURE__ */ message("home_create_post", (i) => {
return (`Create Post`)
});
