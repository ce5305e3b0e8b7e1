/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_permanent = /* @__PURE__ */ message("deletion_permanent", (i) => {
return (`Deletion is permanent`)
});
