/* eslint-disable */
import { message } from "../runtime.js";

export const nav_explore = /* @__PURE__ */ message("nav_explore", (i) => {
return (`Explore`)
});
