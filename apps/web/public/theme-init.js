// Applies the saved theme and category before the first paint, so the page never flashes.
(function () {
  try {
    var d = document.documentElement;
    var c = localStorage.getItem("ec.category");
    d.dataset.category = ["medical", "legal", "financial", "tech"].indexOf(c) >= 0 ? c : "medical";
    if (localStorage.getItem("ec.darkMode") === "true") d.classList.add("dark");
  } catch (_e) {
    // storage blocked: defaults apply
  }
})();
