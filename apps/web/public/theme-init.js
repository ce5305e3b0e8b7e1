// Applies the saved theme and category before the first paint, so the page never flashes.
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
})();
