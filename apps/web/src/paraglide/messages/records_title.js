/* eslint-disable */
import { message } from "../runtime.js";

export const records_title = /* @__PURE__ */ message("records_title", (i) => {
return (`Medical Records`)
});
