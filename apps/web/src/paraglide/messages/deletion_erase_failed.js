/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_erase_failed = /* @__PURE__ */ message("deletion_erase_failed", (i) => {
return (`Could not process the deletion request`)
});
