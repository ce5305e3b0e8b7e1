/* eslint-disable */
import { message } from "../runtime.js";

export const profile_my_data = /* @__PURE__ */ message("profile_my_data", (i) => {
return (`Download my data`)
});
