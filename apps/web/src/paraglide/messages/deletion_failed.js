/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_failed = /* @__PURE__ */ message("deletion_failed", (i) => {
return (`Failed to submit deletion request`)
});
