/* eslint-disable */
import { message } from "../runtime.js";

export const people_unblock = /* @__PURE__ */ message("people_unblock", (i) => {
return (`Unblock`)
});
