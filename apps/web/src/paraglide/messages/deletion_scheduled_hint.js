/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_scheduled_hint = /* @__PURE__ */ message("deletion_scheduled_hint", (i) => {
return (`Until then you can use your account and cancel the deletion.`)
});
