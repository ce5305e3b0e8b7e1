/* eslint-disable */
import { message } from "../runtime.js";

export const profile_save = /* @__PURE__ */ message("profile_save", (i) => {
return (`Save Changes`)
});
