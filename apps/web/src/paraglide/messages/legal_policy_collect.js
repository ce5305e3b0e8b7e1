/* eslint-disable */
import { message } from "../runtime.js";

export const legal_policy_collect = /* @__PURE__ */ message("legal_policy_collect", (i) => {
return (`What we collect`)
});
