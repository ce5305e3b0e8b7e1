/* eslint-disable */
import { message } from "../runtime.js";

export const records_first_visit = /* @__PURE__ */ message("records_first_visit", (i) => {
return (`First consultation`)
});
