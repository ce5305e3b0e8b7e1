/* eslint-disable */
import { message } from "../runtime.js";

export const legal_policy_cookies = /* @__PURE__ */ message("legal_policy_cookies", (i) => {
return (`Cookies and local storage`)
});
