/* eslint-disable */
import { message } from "../runtime.js";

export const profile_call_us = /* @__PURE__ */ message("profile_call_us", (i) => {
return (`Call Us`)
});
