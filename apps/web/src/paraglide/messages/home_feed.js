/* eslint-disable */
import { message } from "../runtime.js";

export const home_feed = /* @__PURE__ */ message("home_feed", (i) => {
return (`Feed`)
});
