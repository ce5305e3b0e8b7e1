/* eslint-disable */
import { message } from "../runtime.js";

export const security_key_by_hand = /* @__PURE__ */ message("security_key_by_hand", (i) => {
return (`Or enter this key by hand:`)
});
