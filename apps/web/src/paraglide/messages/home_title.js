/* eslint-disable */
import { message } from "../runtime.js";

export const home_title = /* @__PURE__ */ message("home_title", (i) => {
return (`Professional Dashboard`)
});
