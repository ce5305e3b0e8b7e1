/* eslint-disable */
import { message } from "../runtime.js";

export const people_doubts = /* @__PURE__ */ message("people_doubts", (i) => {
return (`Doubts`)
});
