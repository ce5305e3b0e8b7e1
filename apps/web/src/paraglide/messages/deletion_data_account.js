/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_data_account = /* @__PURE__ */ message("deletion_data_account", (i) => {
return (`Your account, sign-in details and active sessions`)
});
