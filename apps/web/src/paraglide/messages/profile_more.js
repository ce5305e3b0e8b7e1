/* eslint-disable */
import { message } from "../runtime.js";

export const profile_more = /* @__PURE__ */ message("profile_more", (i) => {
return (`More`)
});
