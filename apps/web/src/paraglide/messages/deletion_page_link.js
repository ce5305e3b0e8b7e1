/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_page_link = /* @__PURE__ */ message("deletion_page_link", (i) => {
return (`Account deletion`)
});
