/* eslint-disable */
import { message } from "../runtime.js";

export const profile_contact_us = /* @__PURE__ */ message("profile_contact_us", (i) => {
return (`Contact us`)
});
