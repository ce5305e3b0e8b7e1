/* eslint-disable */
import { message } from "../runtime.js";

export const concerns_sent = /* @__PURE__ */ message("concerns_sent", (i) => {
return (`Reply sent`)
});
