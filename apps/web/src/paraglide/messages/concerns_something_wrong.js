/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_something_wrong = /* @__PURE__ */ message("concerns_something_wrong", (i) => {
return (`Something went wrong?`)
});
