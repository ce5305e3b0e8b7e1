/* eslint-disable */
import { message } from "../runtime.js";

export const people_verified = /* @__PURE__ */ message("people_verified", (i) => {
return (`Verified`)
});
