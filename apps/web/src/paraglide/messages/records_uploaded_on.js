/* eslint-disable */
import { message } from "../runtime.js";

export const records_uploaded_on = /* @__PURE__ */ message("records_uploaded_on", (i) => {
return (`Uploaded ${i?.date} · ${i?.size}`)
});
