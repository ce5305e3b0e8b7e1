/* eslint-disable */
import { message } from "../runtime.js";

export const consents_push = /* @__PURE__ */ message("consents_push", (i) => {
return (`Push notifications`)
});
