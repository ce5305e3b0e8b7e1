/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_failed = /* @__PURE__ */ message("concerns_failed", (i) => {
return (`Could not send your concern`)
});
