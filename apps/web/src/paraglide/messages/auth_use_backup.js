/* eslint-disable */
import { message } from "../runtime.js";

export const auth_use_backup = /* @__PURE__ */ message("auth_use_backup", (i) => {
return (`Use a backup code instead`)
});
