/* eslint-disable */
import { message } from "../runtime.js";

export const common_load_more = /* @__PURE__ */ message("common_load_more", (i) => {
return (`Load more`)
});
