/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_phone_hint = /* @__PURE__ */ message("deletion_phone_hint", (i) => {
return (`Your Indian mobile number, with +91- in front`)
});
