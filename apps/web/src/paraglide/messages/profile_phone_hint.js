/* eslint-disable */
import { message } from "../runtime.js";

export const profile_phone_hint = /* @__PURE__ */ message("profile_phone_hint", (i) => {
return (`International format, e.g. +919876543210`)
});
