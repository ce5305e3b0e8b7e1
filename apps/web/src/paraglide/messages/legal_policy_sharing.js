/* eslint-disable */
import { message } from "../runtime.js";

export const legal_policy_sharing = /* @__PURE__ */ message("legal_policy_sharing", (i) => {
return (`Who we share it with`)
});
