/* eslint-disable */
import { message } from "../runtime.js";

export const security_saving = /* @__PURE__ */ message("security_saving", (i) => {
return (`Saving...`)
});
