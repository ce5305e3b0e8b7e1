/* eslint-disable */
import { message } from "../runtime.js";

export const report_details_too_long = /* @__PURE__ */ message("report_details_too_long", (i) => {
return (`Details can be at most ${i?.max} characters`)
});
