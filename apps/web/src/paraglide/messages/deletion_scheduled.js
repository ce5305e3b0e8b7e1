/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_scheduled = /* @__PURE__ */ message("deletion_scheduled", (i) => {
return (`Your account will be deleted on ${i?.when}.`)
});
