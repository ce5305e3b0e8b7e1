/* eslint-disable */
import { message } from "../runtime.js";

export const profile_bio = /* @__PURE__ */ message("profile_bio", (i) => {
return (`Bio`)
});
