/* eslint-disable */
import { message } from "../runtime.js";

export const records_follow_up = /* @__PURE__ */ message("records_follow_up", (i) => {
return (`Follow-up consultation`)
});
