/* eslint-disable */
import { message } from "../runtime.js";

export const home_videos_uploaded = /* @__PURE__ */ message("home_videos_uploaded", (i) => {
return (`Videos uploaded`)
});
