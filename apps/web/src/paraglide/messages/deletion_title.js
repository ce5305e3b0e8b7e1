/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_title = /* @__PURE__ */ message("deletion_title", (i) => {
return (`Account and Data Deletion Request`)
});
