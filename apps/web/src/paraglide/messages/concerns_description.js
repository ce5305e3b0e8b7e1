/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_description = /* @__PURE__ */ message("concerns_description", (i) => {
return (`Describe your concern`)
});
