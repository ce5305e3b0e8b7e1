/* eslint-disable */
import { message } from "../runtime.js";

export const people_saving = /* @__PURE__ */ message("people_saving", (i) => {
return (`Saving...`)
});
