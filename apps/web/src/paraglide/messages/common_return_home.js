/* eslint-disable */
import { message } from "../runtime.js";

export const common_return_home = /* @__PURE__ */ message("common_return_home", (i) => {
return (`Return to Home`)
});
