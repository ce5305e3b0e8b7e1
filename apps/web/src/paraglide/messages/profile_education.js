/* eslint-disable */
import { message } from "../runtime.js";

export const profile_education = /* @__PURE__ */ message("profile_education", (i) => {
return (`Education`)
});
