/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_erase_title = /* @__PURE__ */ message("deletion_erase_title", (i) => {
return (`Delete my account`)
});
