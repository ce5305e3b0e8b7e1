/* eslint-disable */
import { message } from "../runtime.js";

export const auth_saving = /* @__PURE__ */ message("auth_saving", (i) => {
return (`Saving...`)
});
