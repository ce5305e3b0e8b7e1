/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_try_again = /* @__PURE__ */ message("concerns_try_again", (i) => {
return (`Please try again.`)
});
