/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_deactivate = /* @__PURE__ */ message("deletion_deactivate", (i) => {
return (`Deactivate instead`)
});
