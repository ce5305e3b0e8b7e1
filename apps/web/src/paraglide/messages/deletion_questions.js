/* eslint-disable */
import { message } from "../runtime.js";

export const deletion_questions = /* @__PURE__ */ message("deletion_questions", (i) => {
return (`Questions? Contact us`)
});
