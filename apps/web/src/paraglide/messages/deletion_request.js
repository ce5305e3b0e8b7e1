/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_request = /* @__PURE__ */ message("deletion_request", (i) => {
return (`Request deletion`)
});
