/* eslint-disable */
import { message } from "../runtime.js";

export const security_turn_off_button = /* @__PURE__ */ message("security_turn_off_button", (i) => {
return (`Turn off`)
});
