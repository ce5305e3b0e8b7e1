/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_title = /* @__PURE__ */ message("concerns_title", (i) => {
return (`Raise a concern`)
});
