/** hls.js's light build has no type declarations of its own under its export name; it is the full build's API, less some features. */
declare module "hls.js/light" {
  import Hls from "hls.js";
  export default Hls;
}
