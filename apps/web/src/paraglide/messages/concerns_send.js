/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_send = /* @__PURE__ */ message("concerns_send", (i) => {
return (`Send reply`)
});
