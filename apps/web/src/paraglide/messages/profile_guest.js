/* eslint-disable */
import { message } from "../runtime.js";

export const profile_guest = /* @__PURE__ */ message("profile_guest", (i) => {
return (`Guest User`)
});
