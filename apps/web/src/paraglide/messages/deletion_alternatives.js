/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_alternatives = /* @__PURE__ */ message("deletion_alternatives", (i) => {
return (`Alternatives to deletion`)
});
