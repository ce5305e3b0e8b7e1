/* eslint-disable */
import { message } from "../runtime.js";

export const common_try_again = /* @__PURE__ */ message("common_try_again", (i) => {
return (`Try again`)
});
