/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_confirmed = /* @__PURE__ */ message("deletion_confirmed", (i) => {
return (`Deletion confirmed`)
});
