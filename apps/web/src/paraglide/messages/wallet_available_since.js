/* eslint-disable */
import { message } from "../runtime.js";

export const wallet_available_since = /* @__PURE__ */ message("wallet_available_since", (i) => {
return (`Available since`)
});
