/* eslint-disable */
import { message } from "../runtime.js";

export const security_save_codes = /* @__PURE__ */ message("security_save_codes", (i) => {
return (`Save these backup codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.`)
});
