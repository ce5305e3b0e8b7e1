/* eslint-disable */
import { message } from "../runtime.js";

export const security_turn_on = /* @__PURE__ */ message("security_turn_on", (i) => {
return (`Turn on two-factor`)
});
