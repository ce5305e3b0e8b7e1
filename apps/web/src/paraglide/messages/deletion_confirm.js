/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_confirm = /* @__PURE__ */ message("deletion_confirm", (i) => {
return (`Confirm deletion`)
});
