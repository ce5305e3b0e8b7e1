/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_status_closed = /* @__PURE__ */ message("concerns_status_closed", (i) => {
return (`Closed`)
});
