/* eslint-disable */
import { message } from "../runtime.js";

export const records_load_failed = /* @__PURE__ */ message("records_load_failed", (i) => {
return (`Could not load your records`)
});
