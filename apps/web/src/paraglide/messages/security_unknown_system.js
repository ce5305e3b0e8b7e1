/* eslint-disable */
import { message } from "../runtime.js";

export const security_unknown_system = /* @__PURE__ */ message("security_unknown_system", (i) => {
return (`unknown system`)
});
