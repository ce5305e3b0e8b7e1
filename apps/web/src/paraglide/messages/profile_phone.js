/* eslint-disable */
import { message } from "../runtime.js";

export const profile_phone = /* @__PURE__ */ message("profile_phone", (i) => {
return (`Phone`)
});
