/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_full_name = /* @__PURE__ */ message("deletion_full_name", (i) => {
return (`Full Name`)
});
