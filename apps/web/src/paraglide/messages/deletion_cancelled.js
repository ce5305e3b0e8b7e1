/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_cancelled = /* @__PURE__ */ message("deletion_cancelled", (i) => {
return (`Deletion cancelled. Your account stays.`)
});
