/* eslint-disable */
import { message } from "../runtime.js";

export const nav_home = /* @__PURE__ */ message("nav_home", (i) => {
return (`Home`)
});
