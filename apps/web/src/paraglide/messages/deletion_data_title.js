/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_data_title = /* @__PURE__ */ message("deletion_data_title", (i) => {
return (`Data that will be deleted`)
});
