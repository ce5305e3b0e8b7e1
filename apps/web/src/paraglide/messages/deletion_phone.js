/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_phone = /* @__PURE__ */ message("deletion_phone", (i) => {
return (`Phone Number`)
});
