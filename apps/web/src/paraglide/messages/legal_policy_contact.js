/* eslint-disable */
import { message } from "../runtime.js";

export const legal_policy_contact = /* @__PURE__ */ message("legal_policy_contact", (i) => {
return (`Contact and grievances`)
});
