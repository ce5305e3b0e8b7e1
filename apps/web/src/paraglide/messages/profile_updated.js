/* eslint-disable */
import { message } from "../runtime.js";

export const profile_updated = /* @__PURE__ */ message("profile_updated", (i) => {
return (`Profile updated successfully`)
});
