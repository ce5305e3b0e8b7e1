/* eslint-disable */
import { message } from "../runtime.js";

export const home_link_invalid = /* @__PURE__ */ message("home_link_invalid", (i) => {
return (`This link is invalid or has expired. Sign in to get a new one.`)
});
