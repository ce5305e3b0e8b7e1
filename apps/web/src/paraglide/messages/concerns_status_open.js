/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_status_open = /* @__PURE__ */ message("concerns_status_open", (i) => {
return (`Waiting for us`)
});
