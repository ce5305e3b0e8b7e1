/* eslint-disable */
import { message } from "../runtime.js";

export const records_too_large = /* @__PURE__ */ message("records_too_large", (i) => {
return (`Each record must be at most ${i?.mb} MB.`)
});
