/* eslint-disable */
import { message } from "../runtime.js";

export const nav_profile = /* @__PURE__ */ message("nav_profile", (i) => {
return (`Profile`)
});
