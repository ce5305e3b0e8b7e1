/* eslint-disable */
import { message } from "../runtime.js";

export const security_turn_off = /* @__PURE__ */ message("security_turn_off", (i) => {
return (`Turn off two-factor`)
});
