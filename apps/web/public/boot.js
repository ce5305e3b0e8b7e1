// In the head: applies the saved theme and category before the first paint, and starts the app's
// scripts (listed in #ec-modules, the entry first; see vite.config.ts) once the page has painted.
(function () {
  try {
    var d = document.documentElement;
    var c = localStorage.getItem("ec.category");
    c = ["medical", "legal", "financial", "tech"].indexOf(c) >= 0 ? c : "medical";
    d.dataset.category = c;
    // The server renders pages for the category in this cookie (lib/category.tsx).
    if (document.cookie.indexOf("ec.category=" + c) < 0) document.cookie = "ec.category=" + c + "; path=/; max-age=31536000; samesite=lax";
    if (localStorage.getItem("ec.darkMode") === "true") d.classList.add("dark");
  } catch (_e) {
    // storage blocked: defaults apply
  }

  var started = false;
  function start() {
    if (started) return;
    started = true;
    var list = document.getElementById("ec-modules");
    if (!list) return; // `npm run dev` loads its scripts itself
    var modules = JSON.parse(list.textContent);
    for (var i = 1; i < modules.length; i++) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = modules[i];
      document.head.appendChild(link);
    }
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = modules[0];
    document.head.appendChild(script);
  }
  function afterPaint() {
    // Just after the next frame; a background tab paints none, hence the second timeout.
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint);
  else afterPaint();
})();
