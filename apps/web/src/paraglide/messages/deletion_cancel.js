/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_cancel = /* @__PURE__ */ message("deletion_cancel", (i) => {
return (`Cancel deletion`)
});
