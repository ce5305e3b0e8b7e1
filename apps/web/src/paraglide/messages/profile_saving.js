/* eslint-disable */
import { message } from "../runtime.js";

export const profile_saving = /* @__PURE__ */ message("profile_saving", (i) => {
return (`Saving...`)
});
